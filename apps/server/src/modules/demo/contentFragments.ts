/** Word lists the note and comment composers draw from. Plain data, never mutated. */

import type { TPlatform, TSentiment } from '@notedesk/contract';

export type Tone = TSentiment | 'question';

/** xhs renders bracketed codes as its own stickers ("R" suffix); Douyin has its own set. */
export const EMOJI: Readonly<Record<TPlatform, Readonly<Record<Tone, readonly string[]>>>> = {
  xhs: {
    positive: [
      '[赞R]',
      '[派对R]',
      '[萌萌哒R]',
      '[色色R]',
      '[买爆R]',
      '[种草R]',
      '[飞吻R]',
      '[偷笑R]',
      '[害羞R]',
    ],
    neutral: ['[doge]', '[暗中观察R]', '[笑哭R]', '[思考R]', '[哇R]', '[石化R]'],
    negative: ['[哭惹R]', '[生气R]', '[皱眉R]', '[叹气R]', '[失望R]', '[汗颜R]', '[拔草R]'],
    question: ['[思考R]', '[暗中观察R]', '[哇R]', '[doge]', '[害羞R]'],
  },
  dy: {
    positive: ['[赞]', '[比心]', '[玫瑰]', '[鼓掌]', '[呲牙]', '[爱心]', '[666]', '[害羞]'],
    neutral: ['[捂脸]', '[看]', '[憨笑]', '[尬笑]', '[机智]', '[微笑]'],
    negative: ['[流泪]', '[委屈]', '[发怒]', '[白眼]', '[捂脸]', '[打脸]'],
    question: ['[思考]', '[看]', '[捂脸]', '[憨笑]'],
  },
};

/** Sentence openers that read naturally in front of any comment of the tone. */
export const OPENERS: Readonly<Record<Tone, readonly string[]>> = {
  positive: ['姐妹们，', '真心推荐！', '亲测，', '说真的，', '哈哈哈，', '安利一下，', '爱了爱了，'],
  neutral: ['说实话，', '个人感觉，', '客观说一句，', '嗯…', '我觉得，'],
  negative: ['姐妹们避雷！', '无语了，', '真的服了，', '救命，', '踩雷了，', '说实话，', '气死了，'],
  question: ['博主，', '宝子，', '姐妹，', '想问一下，', '请问，', '蹲一个回复，'],
};

export const CLOSERS: Readonly<Record<Tone, readonly string[]>> = {
  positive: ['～', '！', '！！', '，会回购的', '，已经推荐给闺蜜了', '～爱了'],
  neutral: ['。', '', '～', '吧'],
  negative: ['。', '！！', '…', '，不会再买了', '，大家慎重', '，太失望了'],
  question: ['？', '？？', '～', '，谢谢啦', '，急'],
};

export const SKIN_TYPES: readonly string[] = [
  '敏感肌',
  '油皮',
  '干皮',
  '混油皮',
  '混干皮',
  '痘痘肌',
  '干敏皮',
  '油痘肌',
  '大油田',
];

/** Province shown as "IP 属地", weighted roughly by how many users each has. */
export const LOCATIONS: ReadonlyArray<readonly [string, number]> = [
  ['广东', 14],
  ['浙江', 9],
  ['江苏', 8],
  ['上海', 8],
  ['北京', 7],
  ['四川', 6],
  ['山东', 6],
  ['湖北', 5],
  ['福建', 5],
  ['河南', 5],
  ['湖南', 4],
  ['重庆', 3],
  ['陕西', 3],
  ['安徽', 3],
  ['辽宁', 2],
  ['天津', 2],
  ['云南', 2],
  ['广西', 2],
  ['江西', 2],
  ['河北', 2],
  ['黑龙江', 1],
  ['新疆', 1],
  ['海南', 1],
  ['美国', 1],
  ['日本', 1],
];

/** Nicknames are "<prefix><core><suffix>" or the platform's default name for new users. */
export const NICKNAME_PREFIXES: readonly string[] = [
  '',
  '',
  '',
  '一只',
  '爱吃',
  '不吃',
  '今天也要',
  '努力的',
  '小',
  '阿',
  '睡不醒的',
  '暴躁',
  '温柔的',
];
export const NICKNAME_CORES: readonly string[] = [
  '柚子',
  '橘子',
  'momo',
  '芋泥',
  '奶盖',
  '小鹿',
  '糯米',
  '桃桃',
  '可乐',
  '团子',
  'Cherry',
  '阿圆',
  '西柚',
  '兔兔',
  '豆包',
  '小满',
  'Lily',
  '晚风',
  '星星',
  '栗子',
  '麻薯',
  'Yuki',
  '甜筒',
  '小熊',
  '七七',
  '南风',
  '芒果',
  '喵喵',
];
export const NICKNAME_SUFFIXES: readonly string[] = [
  '',
  '',
  '',
  '酱',
  '呀',
  '不甜',
  '在减肥',
  '早睡了',
  '的护肤日记',
  '爱护肤',
  '_',
  '77',
  '2000',
  '是个干皮',
  '今天变美了吗',
];

/** Names of beauty bloggers who write brand and category notes. */
export const BLOGGER_NAMES: readonly string[] = [
  '成分党小周',
  '皮肤科护士Amy',
  '干皮的自我修养',
  '是敏敏呀',
  '护肤老司机阿杰',
  '油皮拯救计划',
  '学生党省钱护肤',
  '化学老师聊护肤',
  '七七的梳妆台',
  '阿圆爱测评',
  '沉迷护肤的Momo',
  '理性种草君',
  '熬夜党的脸',
  '不踩雷护肤局',
  '桃桃的空瓶记',
  '敏感肌的小日子',
];
