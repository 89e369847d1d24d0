import { matchRules } from '../classify/rules';

/** No sentiment evidence: the spam rules then read the text alone. */
const NO_LEXICON_HITS = { positive: 0, negative: 0 };

/**
 * Whether a comment is spam or 引流 (ads, 代购 offers, 兼职, 互关, contact details, links) by the
 * classifier's spam rules, read at draft time so a comment stored before the spam label existed is never
 * answered either; a stored spam label (`storedSpam`) wins when the row has one.
 */
export const isSpamComment = (content: string, storedSpam?: boolean | null): boolean =>
  storedSpam === true || matchRules(content, NO_LEXICON_HITS).spam === true;
