import { join } from 'node:path';
import { namedPatterns } from './patternFile';

/**
 * Whose words a complaint word is, data in voiceVocabulary.txt: `quoted` (someone else's complaint), `rebutted`
 * (answered), `ownVerdict` (the commenter's own good experience), `useBlamed` (the trouble put down to how it was
 * used), `addressed` (words to another commenter), `advice` (a try-this or a correction), `worry` (feared, not happened) and `stockReply` (the service's stock words quoted in scorn).
 */
export const VOICE_VOCABULARY = namedPatterns(join(import.meta.dirname, 'voiceVocabulary.txt'), {
  quoted: 'quoted',
  rebutted: 'rebutted',
  ownVerdict: 'own-verdict',
  useBlamed: 'use-blamed',
  addressed: 'addressed',
  advice: 'advice',
  worry: 'worry',
  stockReply: 'stock-reply',
});

/** Someone else's complaint quoted and answered: the rules that read a complaint word alone leave it. */
export const quotedAndRebutted = (text: string): boolean =>
  VOICE_VOCABULARY.quoted.test(text) &&
  (VOICE_VOCABULARY.rebutted.test(text) ||
    VOICE_VOCABULARY.ownVerdict.test(text) ||
    VOICE_VOCABULARY.useBlamed.test(text));

/** The commenter's answer to a quoted complaint is their own good experience or the other's use blamed. */
export const rebuttedWithPraise = (text: string): boolean =>
  VOICE_VOCABULARY.quoted.test(text) &&
  (VOICE_VOCABULARY.ownVerdict.test(text) || VOICE_VOCABULARY.useBlamed.test(text));

/**
 * Another commenter quoted or addressed and given advice or a correction, with no verdict of one's own (楼上说
 * 流眼泪的 抹远一点就好, 回楼上：这个不光敏): a reply in the thread, whatever complaint words it repeats.
 */
export const advisesAnother = (text: string): boolean =>
  (VOICE_VOCABULARY.quoted.test(text) || VOICE_VOCABULARY.addressed.test(text)) &&
  (VOICE_VOCABULARY.advice.test(text) || VOICE_VOCABULARY.useBlamed.test(text)) &&
  !VOICE_VOCABULARY.ownVerdict.test(text);
