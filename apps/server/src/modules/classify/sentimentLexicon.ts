/** Words that carry sentiment in shopping comments and reviews, and the words that flip them. */
export type SentimentLexicon = {
  positive: readonly string[];
  negative: readonly string[];
  /** A negator just before a sentiment word flips it: 不好用, 没效果, 一点也不贵. */
  negators: readonly string[];
};

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/**
 * Written for this project from general knowledge of Chinese shopping language (not derived from any
 * dataset). It gives the model features that generalise beyond the seed comments' exact words: a review
 * saying 做工精致 shares the `lex+` feature with a seed comment saying 好用.
 */
export const sentimentLexicon: SentimentLexicon = {
  positive: words(`
    好用 好看 好吃 好闻 好喝 好穿 好评 喜欢 超爱 爱了 爱死 满意 不错 推荐 值得 划算 实惠 便宜 性价比高 物美价廉
    舒服 舒适 柔软 顺滑 丝滑 服帖 水润 清爽 细腻 温和 保湿 滋润 显白 提亮 显瘦 百搭 洋气 高级 精致 漂亮 美美
    惊艳 惊喜 完美 绝了 绝绝子 yyds 神仙 宝藏 真香 回购 无限回购 空瓶 种草 安利 必入 闭眼入 冲鸭 强推 赞 棒
    给力 靠谱 正品 新鲜 香甜 脆 好吃到 上头 快 很快 及时 耐心 热情 周到 贴心 nice 好使 有效 见效 改善 好多了
    变好 白了 亮了 不油 不闷 不拔干 不卡粉 不脱妆 不刺激 不过敏 不掉色 不起球 不踩雷 不贵 很值 超值 好好 开心
    感谢 谢谢 支持 信赖 放心 一直用 一直在用 第二次买 又买 老顾客 五星 好评如潮 挺好 很好 非常好 特别好 还不错
    质量好 做工 流畅 清晰 稳定 结实 耐用 安静 静音 省心 方便 大气 合身 正好 合适 显气色 持久 持妆 控油 清透
    好用到哭 好吃到哭 美到哭 不晕染 不晕妆 不飞粉 不漏 不结块 不起皮 不假白 不粘 不油腻 不掉渣 解放双手
    没失望 不失望 香香 柔顺 干爽 绝美 夸爆 被夸 真绝 太爱 爱不释手 无敌
  `),
  negative: words(`
    难用 难看 难吃 难闻 差评 垃圾 失望 后悔 踩雷 避雷 拔草 智商税 雷品 翻车 坑 坑人 骗 骗子 骗人 假货 假的
    过敏 烂脸 闷痘 爆痘 长痘 刺痛 泛红 发痒 红肿 搓泥 卡粉 脱妆 斑驳 油腻 拔干 假滑 闷 黏 粘腻 刺鼻 难受 疼
    贵 太贵 不值 割韭菜 韭菜 退款 退货 投诉 举报 差 很差 太差 超差 极差 最差 烂 糟糕 恶心 无语 生气 气死 醉了
    离谱 服了 呵呵 慢 很慢 太慢 破损 漏液 坏了 坏的 发霉 变质 不新鲜 过期 异味 起球 掉色 缩水 褪色 开线 线头
    掉毛 偏大 偏小 不合身 廉价 劣质 粗糙 山寨 敷衍 态度差 不理人 不回复 不发货 没发货 卡顿 死机 发烫 噪音 吵
    漏水 断 裂 不好 不行 不如 一般般 鸡肋 浪费 白买 白花 扔了 闲置 吃灰 别买 不要买 千万别 劝退 快跑 哭 心累
    崩溃 失败 后悔死 烦 差劲 糊弄 虚假 夸大 广告 恰饭 水军 托 假 滤镜 无效 没用 没效果 没什么效果 一点用 拉胯
    痒 脱皮 拉肚子 腹泻 发炎 红疹 起疹 辣眼睛 结块 变形 受潮 哈喇 软趴趴 傻子 丑 气人
    套路 吃相难看 冤大头 压扁 临期 少发 发错 不保暖 磨脚 寂寞 硬邦邦 咬不动 标题党 离大谱
    没多好 不怎么样 也就那样 做作 尴尬
  `),
  negators: words('不 没 没有 别 无 不太 不怎么 不是很 并不 一点也不 一点都不 毫无 不够'),
};
