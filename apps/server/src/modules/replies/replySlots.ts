import { COMMENT_SIGNAL_PATTERNS, readableText } from './commentSignals';

/** The persona's register, read from its tone. */
export type ReplyRegister = 'friendly' | 'professional';

const SKIN_WORDS: readonly [RegExp, string][] = [
  [/敏感肌|敏皮|皮肤敏感/, '敏感肌'],
  [/痘肌|痘痘肌/, '痘痘肌'],
  [/混油/, '混油皮'],
  [/混干/, '混干皮'],
  [/油皮|油性|大油田/, '油皮'],
  [/干皮|干性/, '干皮'],
  // Skin described rather than named ("一洗脸就紧绷发红", "脸又干又皴") is answered as the type it describes.
  [/皮肤(?:很|特别|比较)?薄|皮薄|红血丝|容易(?:泛|发)红|一洗.{0,3}就(?:红|紧绷)/, '薄皮肤'],
  [/又干又|皴|干裂|干得(?:起皮|发紧|脱皮)/, '干皮'],
];

/** What a reaction or condition is called in the comment, as the care sentence repeats it. */
const SYMPTOM = /红疙瘩|红点|红疹|起疹|疹子|刺痛|针扎|泛红|红肿|闭口|过敏|烂脸|爆痘|冒痘|痒|辣|脱皮|灼热/;
const CONDITION = /激素脸|湿疹|维[aA]酸|玫瑰痤疮|皮炎|屏障受损|银屑病?|脂溢性皮炎|痤疮|荨麻疹/;
const GREETING = /早上好|上午好|中午好|下午好|晚上好/;

const PROFESSIONAL_TONE = /专业|正式|严谨|礼貌|顾问|官方|professional|formal/i;
/** 专业耐心, 像护肤顾问: professional in content, still warm; only formal tones read as 您. */
const FORMAL_TONE = /正式|礼貌|官方|formal/i;

/** The register a persona's tone asks for (friendly unless it says formal/professional). */
export const registerOf = (tone: string | undefined): ReplyRegister =>
  tone && PROFESSIONAL_TONE.test(tone) && FORMAL_TONE.test(tone) ? 'professional' : 'friendly';

export type ReplySlots = Record<
  'product' | 'brand' | 'skin' | 'region' | 'greeting' | 'symptom' | 'condition' | 'nickname' | 'range',
  string
>;

/** Slot values for a draft, from the comment's text and what it is filed under. */
export const replySlots = (input: {
  text: string;
  productName: string | null;
  brandName: string | null;
  nickname: string;
}): ReplySlots => {
  const text = input.text.normalize('NFKC');
  return {
    product: input.productName?.trim() || '这款',
    brand: input.brandName?.trim() || '我们',
    // Sentences about skin fit name the commenter's skin when it is not named ("它在上用着" read broken).
    skin: SKIN_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? '你的肤质',
    // Read on the simplified text: "寄到台灣" names 台湾, as the pattern that asked about it read it.
    region: readableText(text).match(COMMENT_SIGNAL_PATTERNS.named.farRegion ?? /$^/)?.[0] ?? '你那边',
    greeting: text.match(GREETING)?.[0] ?? '你好',
    // 辣 and 针扎 are how people say it stings; the care sentence names it as such.
    symptom: (text.match(SYMPTOM)?.[0] ?? '不舒服').replace(/辣|针扎/, '刺痛'),
    condition: text.match(CONDITION)?.[0] ?? '你现在',
    nickname: input.nickname,
    // The set, size or edition asked about (有中老年套装吗 → 中老年套装), as the comment names it.
    range:
      readableText(text).match(COMMENT_SIGNAL_PATTERNS.named.rangeThing ?? /$^/)?.[0] ?? '你问的这个规格',
  };
};
