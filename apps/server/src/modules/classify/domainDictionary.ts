/**
 * Words jieba's general dictionary splits apart but that carry the meaning of an xhs/dy comment
 * (skin types, shopping slang, reactions). Loaded as a jieba user dictionary with a high frequency so
 * the whole word wins over its pieces.
 */
export const domainDictionary: readonly string[] = `
  敏感肌 干皮 油皮 混油 混干 痘肌 黄黑皮 黄一白 冷白皮 素颜 毛孔 闭口 闷痘 爆痘 烂脸
  泛红 刺痛 搓泥 卡粉 脱妆 斑驳 持妆 控油 保湿 补水 美白 提亮 去黄 抗老 早c晚a 刷酸
  屏障 红血丝 假滑 油头 扁塌 蓬松 毛躁 头皮屑 掉发 防晒 妆前 粉底液 气垫 散粉 定妆
  口红 唇釉 眼影 睫毛膏 眉笔 腮红 高光 精华 面霜 水乳 面膜 洁面 卸妆 洗发水 护发素
  发膜 精油 身体乳 纸尿裤 奶粉 辅食 红屁屁 宝宝 吹风机 卷发棒 扫地机 空气炸锅 破壁机
  电动牙刷 螺蛳粉 辣条 坚果 零食 显瘦 显胖 起球 掉色 尺码 偏大 偏小 面料 版型 智商税
  踩雷 避雷 排雷 拔草 种草 长草 回购 无限回购 空瓶 平替 大牌平替 性价比 绝绝子 yyds
  真香 谁懂 姐妹们 集美 宝子 蹲一个 蹲链接 求链接 链接 橱窗 小黄车 直播间 旗舰店 专柜
  正品 假货 代购 退款 退货 客服 物流 快递 发货 售后 运费险 优惠券 满减 赠品 小样 正装
  广告 恰饭 软广 硬广 水军 托儿 博主 up主 滤镜 摆拍 标题党 带货 割韭菜 韭菜 翻车
  雷品 冲冲冲 已下单 下单 入手 多少钱 哪里买 在哪买 怎么买 啥价 到手价 几号 色号 适合
  推荐
`
  .split(/\s+/)
  .filter(Boolean);
