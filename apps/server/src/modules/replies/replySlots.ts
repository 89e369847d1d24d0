import type { ReplyRegister } from './templates/commentTemplates';

/** What a neg_type is about, as a template says it. */
const CONCERN_OF_NEG_TYPE: Record<string, string> = {
  effect: '效果不明显',
  price: '价格',
  adaptation: '皮肤不适',
  service: '售后服务',
  brand_reputation: '正品',
  marketing: '宣传',
  blogger: '博主推荐',
  content: '内容',
  other: '使用体验',
};

/** Concerns named in the comment itself, more precise than the neg_type. */
const CONCERN_WORDS: readonly [RegExp, string][] = [
  [/过敏|泛红|发红|红肿/, '泛红过敏'],
  [/刺痛|刺激|辣/, '刺痛'],
  [/闷痘|爆痘|长痘|冒痘/, '闷痘'],
  [/烂脸/, '烂脸'],
  [/物流|快递|发货/, '物流'],
  [/退款|退货/, '退款'],
  [/客服/, '客服'],
  [/漏液|破损|压坏/, '包装破损'],
];

const SKIN_WORDS: readonly [RegExp, string][] = [
  [/敏感肌|敏皮|皮肤敏感/, '敏感肌'],
  [/痘肌|痘痘肌/, '痘痘肌'],
  [/混油|混干|混合/, '混合肌'],
  [/油皮|油性|大油田|出油/, '油皮'],
  [/干皮|干性|起皮|拔干/, '干皮'],
];

const PROFESSIONAL_TONE = /专业|正式|严谨|礼貌|顾问|官方|professional|formal/i;

/** The register a persona's tone asks for (friendly unless it says professional/formal). */
export const registerOf = (tone: string | undefined): ReplyRegister =>
  tone && PROFESSIONAL_TONE.test(tone) ? 'professional' : 'friendly';

const firstMatch = (text: string, words: readonly [RegExp, string][]): string | undefined =>
  words.find(([pattern]) => pattern.test(text))?.[1];

export type ReplySlots = Record<'product' | 'brand' | 'concern' | 'skin' | 'channel' | 'nickname', string>;

/** Slot values for a draft, from the comment's text and labels and what it is filed under. */
export const replySlots = (input: {
  text: string;
  negType: string | null;
  productName: string | null;
  brandName: string | null;
  nickname: string;
  register: ReplyRegister;
}): ReplySlots => {
  const skin = firstMatch(input.text, SKIN_WORDS);
  return {
    product: input.productName ?? '这款产品',
    brand: input.brandName ?? '',
    concern:
      firstMatch(input.text, CONCERN_WORDS) ??
      CONCERN_OF_NEG_TYPE[input.negType ?? ''] ??
      CONCERN_OF_NEG_TYPE.other ??
      '',
    skin: skin ? (input.register === 'professional' ? `${skin}用户` : `${skin}宝宝`) : '不同肤质',
    channel: '官方旗舰店',
    nickname: input.nickname,
  };
};
