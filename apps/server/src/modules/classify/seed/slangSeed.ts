import type { SeedComment } from './seedComment';
import { seedGroup } from './seedGroup';

type NegType = NonNullable<SeedComment['neg_type']>;
const negative = (neg_type: NegType, content_type: SeedComment['content_type'] = 'product_evaluation') =>
  ({ cls_type: 0, sentiment: 'negative', neg_type, content_type }) as const;

/**
 * Short, slangy, emoji-heavy comments as they appear under xhs notes and in dy live rooms: abbreviations,
 * pinyin initials, platform emoji codes and traditional characters from HK/TW users.
 */
export const slangSeed: SeedComment[] = [
  ...seedGroup(
    negative('effect'),
    `
    踩雷了[哭惹R]一点用没有
    拔草拔草，效果约等于0
    纯纯大冤种，买了个寂寞
    翻车了姐妹们，根本不持妆[裂开R]
    啥也不是，白瞎我的钱
    效果為零，不推薦
    `,
  ),
  ...seedGroup(
    negative('price'),
    `
    智商税实锤[微笑R]
    价格劝退[哭惹R]
    贵到离谱，告辞
    这个价，我选择去吃顿火锅
    太貴了買不起
    `,
  ),
  ...seedGroup(
    negative('adaptation'),
    `
    烂脸警告⚠️敏皮快跑
    油痘肌慎入，闷到爆痘[哭惹R]
    一上脸就刺刺的，红了一大片
    过敏了，脸肿成猪头[大哭R]
    用了長痘痘，好難過
    `,
  ),
  ...seedGroup(
    negative('service'),
    `
    客服已读不回[微笑R]
    发货慢成蜗牛，半个月了
    退款流程太麻烦了，折腾死我
    快递丢件了都没人管
    客服態度很差，不會再買
    `,
  ),
  ...seedGroup(
    negative('brand_reputation'),
    `
    假货吧这是，味道都不对
    这牌子口碑崩了吧[裂开R]
    品控一言难尽，路转黑
    这家是不是在卖假货，跟专柜不一样
    `,
  ),
  ...seedGroup(
    negative('marketing', 'non_product'),
    `
    广子，已举报
    又是恰饭[微笑R]
    评论区好多托
    纯纯营销号
    `,
  ),
  ...seedGroup(
    negative('blogger', 'non_product'),
    `
    博主恰烂钱
    这博主啥都推，不信了
    博主是不是被品牌方包养了
    博主双标，上次还说不好用
    `,
  ),
  ...seedGroup(
    negative('content', 'non_product'),
    `
    图p得亲妈都不认识
    标题党退退退
    内容太水了[微笑R]
    视频糊得像马赛克
    `,
  ),
  ...seedGroup(
    negative('flame', 'non_product'),
    `
    nmsl
    你个sb
    脑子呢？被狗吃了
    丑八怪别出来吓人
    `,
  ),
  ...seedGroup(
    negative('other'),
    `
    这个味儿我真的接受不了[吐R]
    颜色好土啊，像大妈穿的
    包装丑哭，送人都拿不出手
    `,
  ),
  ...seedGroup(
    { cls_type: 1, sentiment: 'neutral', neg_type: null, content_type: 'purchase_consultation' },
    `
    链接[求R]
    求lj
    dd，多少米
    怎么入手啊宝子
    姐妹在哪入的
    宝子们哪里买便宜
    多少錢啊
    哪裡買的
    蹲个链接[害羞R]
    主播几号链接
    `,
  ),
  ...seedGroup(
    { cls_type: 1, sentiment: 'positive', neg_type: null, content_type: 'purchase_intention' },
    `
    啊啊啊啊我要买爆
    狠狠种草了[赞R]
    钱包已经准备好了
    立刻马上下单！
    我宣布这是我下一个要买的
    冲了冲了[派对R]
    `,
  ),
  ...seedGroup(
    { cls_type: 1, sentiment: 'neutral', neg_type: null, content_type: 'product_consultation' },
    `
    dry皮能用不
    宝子这个闷痘不
    黄皮能冲吗
    学生党能用吗，会不会太成熟
    油头能用吗，会不会更油
    孕妈能吃吗
    這個敏感肌能用嗎
    `,
  ),
  ...seedGroup(
    { cls_type: 2, sentiment: 'positive', neg_type: null, content_type: 'product_evaluation' },
    `
    绝绝子！谁用谁知道[赞R]
    yyds，已经空了两瓶
    狠狠爱住了[色色R]
    平替之光，冲就完了
    救命好好用[哇R]
    嘎嘎好用，无限回购
    宝藏单品，吹爆
    真的会谢，怎么这么好吃[馋R]
    这個真的很好用，推薦
    好用到哭[哭惹R]空瓶了
    姐妹们闭眼冲，不会踩雷
    质感拉满，上身超显瘦
    `,
  ),
  ...seedGroup(
    { cls_type: 2, sentiment: 'neutral', neg_type: null, content_type: 'product_evaluation' },
    `
    无功无过吧
    还可以，不算惊艳
    普普通通，能用
    `,
  ),
  ...seedGroup(
    { cls_type: 2, sentiment: 'positive', neg_type: null, content_type: 'non_product' },
    `
    姐姐好飒[赞R]
    爱了爱了，博主好可爱
    视频好好看[哇R]
    博主的妆容好精致
    `,
  ),
  ...seedGroup(
    { cls_type: 2, sentiment: 'neutral', neg_type: null, content_type: 'customer_requirement' },
    `
    求出小样[求R]
    求返场
    求出联名款
    能不能快点上新
    `,
  ),
  ...seedGroup(
    { cls_type: 100, sentiment: 'neutral', neg_type: null, content_type: 'non_product' },
    `
    [看R]
    [皱眉R]
    dd
    来啦
    1
    滴滴
    已阅
    收藏等于学会
    我先占个位
    有无同好
    cy
    hhh
    zsbd
    `,
  ),
  ...seedGroup(
    { cls_type: 100, sentiment: 'positive', neg_type: null, content_type: 'non_product' },
    `
    哈哈哈哈笑不活了
    评论区好欢乐[笑哭R]
    `,
  ),
  ...seedGroup(
    { cls_type: 2, sentiment: 'positive', neg_type: null, content_type: 'product_evaluation' },
    `
    头发终于不毛躁了，顺到能拍洗发水广告
    早c晚a坚持一个月，痘印淡了好多
    混油皮的本命粉底，持妆八小时
    宝宝辅食机打得好细，一次就能做一周的量
    这件大衣质感绝了，同事都问链接
    辣得过瘾，一口气吃了三包
    `,
  ),
  ...seedGroup(
    { cls_type: 2, sentiment: 'neutral', neg_type: null, content_type: 'customer_requirement' },
    `
    希望官方出个使用教程
    希望色卡能标得准一点
    建议出个大容量的发膜
    希望可以支持以旧换新
    `,
  ),
  ...seedGroup(
    { cls_type: 1, sentiment: 'neutral', neg_type: null, content_type: 'product_consultation' },
    `
    这个粉底是偏黄调还是偏粉调
    洗发水是无硅油的吗
    吹风机有几档风速
    纯棉的还是化纤的
    `,
  ),
  ...seedGroup(
    { cls_type: 100, sentiment: 'neutral', neg_type: null, content_type: 'non_product' },
    `
    这个发型好适合你，在哪剪的
    今天的天好蓝
    姐妹你的美甲好好看
    有没有人知道这首歌
    我男朋友也这样说
    周末有人去看展吗
    我也刚下班
    `,
  ),
  ...seedGroup(
    negative('effect'),
    `
    身体乳涂完还是干，起皮
    卸妆油乳化不干净，闷出闭口了都
    `,
  ),
  ...seedGroup(
    negative('service'),
    `
    直播间下的单，一周了还是待发货
    换货寄回去十天了没消息
    `,
  ),
  ...seedGroup(
    negative('price'),
    `
    这也能卖一百多？离谱
    同款在别的平台便宜三十
    `,
  ),
];
