import type { ReplyRegister } from './replySlots';

const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;
const HAS_EMOJI = /\p{Extended_Pictographic}/u;

/** A few emoji a friendly persona that may use them ends a draft with (picked by the draft's seed). */
const FRIENDLY_EMOJI = ['💕', '✨', '🌿', '😊'];

/** One sentence: up to and with its end punctuation. */
const SENTENCE = /[^。！？!?～~]+[。！？!?～~]*/gu;

/** Promises a short closing line makes: said once already, the closing line only echoes it. */
const PROMISE = /跟进|添麻烦|认真回复|尽力帮你/g;
/** A closing line short enough to be only a promise ("我们会跟进到底的。"). */
const SHORT_LINE = 12;

/** Where a sentence points the reader to look ("点开小黄车就能看到…"): the place it names. */
const POINTER = /(小黄车|橱窗|店铺|商品页|直播间)[^，,；;。！？]{0,8}(?:看到|找到|搜到)/g;

/**
 * The draft's sentences once each (two cases can say the same thing), no short line that repeats a promise
 * an earlier sentence made ("…会一直跟进。我们会跟进到底的。"), and no one-clause sentence that only points again to
 * a place an earlier sentence already pointed to ("价格点开小黄车就能看到…。点开小黄车就能看到它～").
 */
export const withoutRepeats = (text: string): string => {
  const seen = new Set<string>();
  const promised = new Set<string>();
  const pointed = new Set<string>();
  return (text.match(SENTENCE) ?? [text])
    .filter((sentence) => {
      const key = sentence.replace(/[。！？!?～~，,\s]/g, '');
      if (key === '' || seen.has(key)) return false;
      const promises = key.match(PROMISE) ?? [];
      if (key.length <= SHORT_LINE && promises.some((promise) => promised.has(promise))) return false;
      const places = [...sentence.matchAll(POINTER)].map((match) => match[1]!);
      const oneClause = !/[，,；;]/.test(sentence);
      if (oneClause && places.length > 0 && places.every((place) => pointed.has(place))) return false;
      seen.add(key);
      for (const promise of promises) promised.add(promise);
      for (const place of places) pointed.add(place);
      return true;
    })
    .join('');
};

/**
 * The phrase table is written in the friendly register; the professional one says 您, drops tildes, emoji
 * and chatty particles. A friendly persona whose tone allows emoji gets one at the end.
 */
export const registerVoice = (
  text: string,
  register: ReplyRegister,
  options: { emoji: boolean; seed: number },
): string => {
  if (register === 'professional') {
    const formal = text
      .replace(EMOJI, '')
      .replace(/你(?!们)/g, '您')
      .replace(/(?:呀|哦|啦|哈)(?=[～~！!。，,]|$)/g, '')
      .replace(/超开心|特别开心/g, '很高兴')
      .replace(/[～~]+(?=[。！？，]|$)/g, '')
      .replace(/[～~]+/g, '。')
      .replace(/。{2,}/g, '。')
      .trim();
    // Customer care greets formally first.
    return formal.startsWith('您好') ? formal : `您好，${formal}`;
  }
  return options.emoji && !HAS_EMOJI.test(text)
    ? `${text}${FRIENDLY_EMOJI[options.seed % FRIENDLY_EMOJI.length]}`
    : text;
};
