import { toSimplified } from './toSimplified';

/** Longest text the embedded engine looks at: comments are short; this bounds the cost of odd huge inputs. */
export const MAX_CLASSIFY_CHARS = 2000;

/** A platform emoji code: `[哭惹R]`, `[赞R]`, `[笑哭]`, Douyin's `[捂脸]`. Kept verbatim as signals. */
export const EMOJI_CODE = /\[[^[\]\s]{1,8}\]/g;

/**
 * Normalises a comment for the features: NFKC (full-width letters, digits and punctuation → half-width),
 * lower case, traditional → simplified through the given table, runs of one repeated character capped at
 * three ("哈哈哈哈哈" and "！！！！" carry the same signal as three), whitespace collapsed. Emoji codes are
 * left as written (not lower-cased) so they stay recognisable; the text is cut at MAX_CLASSIFY_CHARS.
 */
export const normalizeText = (text: string, table: ReadonlyMap<number, number>): string => {
  const cut = text.length > MAX_CLASSIFY_CHARS ? text.slice(0, MAX_CLASSIFY_CHARS) : text;
  // Most comments have no emoji code: skip the regex pass for them.
  if (!cut.includes('[')) return normalizePlain(cut, table).replace(/\s+/g, ' ').trim();
  const parts: string[] = [];
  let last = 0;
  for (const match of cut.matchAll(EMOJI_CODE)) {
    parts.push(normalizePlain(cut.slice(last, match.index), table), ` ${match[0]} `);
    last = match.index + match[0].length;
  }
  parts.push(normalizePlain(cut.slice(last), table));
  return parts.join('').replace(/\s+/g, ' ').trim();
};

const normalizePlain = (text: string, table: ReadonlyMap<number, number>): string => {
  const folded = text.normalize('NFKC').toLowerCase();
  return isUnchanged(folded, table) ? folded : capRuns(toSimplified(folded, table));
};

/** Runs of one character cut to three; control characters (other than whitespace) dropped as copy-paste noise. */
const capRuns = (text: string): string => {
  let out = '';
  let previous = -1;
  let run = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    run = code === previous ? run + 1 : 1;
    previous = code;
    if (code < 0x20 && code !== 0x0a && code !== 0x09) continue;
    if (run <= 3) out += char;
  }
  return out;
};

/**
 * True when toSimplified and capRuns would give the text back as it is (no traditional character, no run
 * longer than three, no control character): the usual case, answered without building a new string.
 */
const isUnchanged = (folded: string, table: ReadonlyMap<number, number>): boolean => {
  let previous = -1;
  let run = 0;
  for (let i = 0; i < folded.length; i += 1) {
    const code = folded.charCodeAt(i);
    // Surrogates (astral characters): leave those rare texts to the full loop.
    if (code >= 0xd800 && code <= 0xdfff) return false;
    if (code < 0x20 && code !== 0x0a && code !== 0x09) return false;
    if (table.has(code)) return false;
    run = code === previous ? run + 1 : 1;
    if (run > 3) return false;
    previous = code;
  }
  return true;
};
