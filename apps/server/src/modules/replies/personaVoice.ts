import type { ReplyPersona } from './replyEngine';
import type { ReplyRegister } from './replySlots';

const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;

/** A sentence ends at Chinese or Latin end punctuation (kept with it). */
const SENTENCE = /[^。！？!?～~]+[。！？!?～~]*/gu;

/** “称呼用户为宝子” / “称呼粉丝「姐妹」” / “叫对方亲”: the word the persona greets people with. */
const ADDRESS_RULE =
  /(?:称呼(?:用户|粉丝|对方|顾客|大家)?|叫(?:用户|粉丝|对方|顾客|大家))(?:为|作|成)?\s*[「“"'『]?([\p{Script=Han}A-Za-z]{1,4})(?=[」”"'』，,。；;\s]|$)/u;
/** The same rule written in English: “Call the user “宝子””. */
const ADDRESS_RULE_EN =
  /\bcall (?:the )?(?:users?|them|people|fans|commenters?)\s*(?:as\s*)?[“"'「]([^”"'」]{1,6})[”"'」]/i;
/** “称呼对方的昵称” names no word to use. */
const NOT_AN_ADDRESS = /^的|昵称|名字|用户名|ID/i;

/** What a persona's free-text rules ask for, as far as a template engine can follow them. */
export type PersonaVoiceRules = {
  address: string | null;
  inviteToMessage: boolean;
  noEmoji: boolean;
  noExclamation: boolean;
  noTilde: boolean;
  noPrivateMessage: boolean;
  noPrice: boolean;
};

const PRIVATE_MESSAGE_RULE = /私信|私聊|private message|\bDMs?\b/i;
/** A rule that applies in some cases only (orders, complaints): not a reason to invite everyone. */
const CONDITIONAL_RULE = /涉及|如果|若|遇到|订单|售后|投诉|时[，,]|\b(?:if|when|orders?)\b/i;

const lineMatching = (rules: string, pattern: RegExp): string | undefined =>
  rules.split('\n').find((line) => pattern.test(line));

const addressOf = (line: string | undefined): string | null => {
  const address = (line?.match(ADDRESS_RULE) ?? line?.match(ADDRESS_RULE_EN))?.[1]?.trim();
  return address && !NOT_AN_ADDRESS.test(address) ? address : null;
};

/** Reads the rules the template engine can keep; the LLM engine gets the persona's full text instead. */
export const personaVoiceRules = (persona: ReplyPersona): PersonaVoiceRules => {
  const addressLine =
    lineMatching(persona.doRules, ADDRESS_RULE) ?? lineMatching(persona.doRules, ADDRESS_RULE_EN);
  return {
    address: addressOf(addressLine),
    // "涉及订单的问题请用户私信订单号" asks for a private message only then: the drafts that need one carry it.
    inviteToMessage: persona.doRules
      .split('\n')
      .some((line) => PRIVATE_MESSAGE_RULE.test(line) && !CONDITIONAL_RULE.test(line)),
    noEmoji: /表情|emoji|颜文字/i.test(persona.dontRules),
    noExclamation: /感叹号|叹号|！|exclamation/i.test(persona.dontRules),
    noTilde: /波浪号|～|~|tilde/i.test(persona.dontRules),
    noPrivateMessage: PRIVATE_MESSAGE_RULE.test(persona.dontRules),
    noPrice: /价格|价钱|优惠|折扣|活动|促销|price|discount|offer|promotion/i.test(persona.dontRules),
  };
};

const INVITE: Record<ReplyRegister, string> = {
  friendly: '有问题随时私信我们～',
  professional: '如有疑问，欢迎私信我们。',
};

/**
 * A composed draft in the persona's voice: its don'ts (emoji, exclamation marks, tildes, private messages,
 * prices and offers) and do's (how to address people, inviting a private message), then its sign-off.
 * Sentences a don't rules out are dropped, but never every sentence.
 */
export const personaVoice = (text: string, persona: ReplyPersona | null, register: ReplyRegister): string => {
  if (!persona) return text;
  const rules = personaVoiceRules(persona);
  const ruledOut = (sentence: string) =>
    (rules.noPrivateMessage && /私信|私聊/.test(sentence)) ||
    (rules.noPrice && /价格|价钱|优惠|折扣|活动|促销/.test(sentence));
  const sentences = text.match(SENTENCE) ?? [text];
  const kept = sentences.filter((sentence) => !ruledOut(sentence));
  let voiced = (kept.length > 0 ? kept : sentences.slice(0, 1)).join('');
  if (rules.inviteToMessage && !rules.noPrivateMessage && !/私信|私聊/.test(voiced))
    voiced += INVITE[register];
  if (rules.address && !voiced.startsWith(rules.address)) voiced = `${rules.address}，${voiced}`;
  if (rules.noEmoji) voiced = voiced.replace(EMOJI, '');
  if (rules.noExclamation)
    voiced = voiced.replace(/[！!]/g, register === 'friendly' && !rules.noTilde ? '～' : '。');
  if (rules.noTilde) voiced = voiced.replace(/[～~]/g, '。');
  voiced = voiced.replace(/。{2,}/g, '。');
  const signOff = persona.signOff.trim();
  if (signOff && !voiced.endsWith(signOff)) voiced = `${voiced} ${signOff}`;
  return voiced;
};
