import type { SeedComment } from './seedComment';
import { seedGroup } from './seedGroup';

/** Other (cls_type 100): nothing about the product, no sentiment worth acting on. */
export const otherSeed: SeedComment[] = [
  ...seedGroup(
    { cls_type: 100, sentiment: 'neutral', neg_type: null, content_type: 'non_product' },
    `
    打卡
    路过
    第一
    沙发
    来了来了
    @小美 快来看
    @阿花 你上次说的这个
    哈哈哈哈哈
    [笑哭R]
    [doge]
    666
    嗯嗯
    哦
    mark
    马克
    先赞后看
    好的
    收到
    今天周几来着
    有人一起减肥吗
    刷到了
    我也是
    同问
    +1
    楼上说得对
    谁还没睡
    今天好热
    明天上班好烦啊
    在吗
    考完试了终于
    有广州的姐妹吗
    这是哪里拍的
    背景音乐叫什么
    这个滤镜叫啥
    壁纸求原图
    看到最后了
    点赞了
    评论一下
    顶顶顶
    这个字体叫什么
    手机壳哪里买的，好看
    猫叫什么名字
    你是哪里人呀
    我妈也这样哈哈
    早上好
    晚安
    周末去哪玩好
    刷了好几遍了
    同城吗
    第二
    互关吗
    谁懂，今天又下雨了
    这首歌好上头
    我来晚了
    好久没刷到你了
    哈哈哈笑死我了
    emmm
    ？？？
    。。。
    这是几月份拍的
    看看
    来蹭个热度
    有没有人和我一样在摸鱼
    考研人路过
    [哭惹R][哭惹R]
    跟我想的不一样哈
    `,
  ),
  ...seedGroup(
    { cls_type: 100, sentiment: 'positive', neg_type: null, content_type: 'non_product' },
    `
    哈哈哈太好笑了
    笑死，评论区人才好多
    好有意思哈哈哈
    今天也是开心的一天
    周末快乐呀
    [赞R][赞R][赞R]
    `,
  ),
  ...seedGroup(
    { cls_type: 100, sentiment: 'negative', neg_type: null, content_type: 'non_product' },
    `
    今天加班到十点，好累
    又下雨了，烦死了
    周一综合症犯了
    考试没过，难受
    `,
  ),
];
