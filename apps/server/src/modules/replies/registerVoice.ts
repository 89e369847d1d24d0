import type { ReplyRegister } from './replySlots';

const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;
const HAS_EMOJI = /\p{Extended_Pictographic}/u;

/** A few emoji a friendly persona that may use them ends a draft with (picked by the draft's seed). */
const FRIENDLY_EMOJI = ['💕', '✨', '🌿', '😊'];

/** One sentence: up to and with its end punctuation. */
const SENTENCE = /[^。！？!?～~]+[。！？!?～~]*/gu;

/** The draft's sentences once each (two cases can say the same thing). */
export const withoutRepeats = (text: string): string => {
  const seen = new Set<string>();
  return (text.match(SENTENCE) ?? [text])
    .filter((sentence) => {
      const key = sentence.replace(/[。！？!?～~，,\s]/g, '');
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
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
