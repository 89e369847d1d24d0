/**
 * Every character of a text through a traditional → simplified table (traditionalToSimplified): 防曬 → 防晒.
 * Shared by the classifier's normalizeText (which then caps runs) and the knowledge terms' normalizeTerm, so
 * both read a Hong Kong or Taiwan spelling the same way.
 */
export const toSimplified = (text: string, table: ReadonlyMap<number, number>): string => {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const mapped = table.get(code);
    out += mapped === undefined ? char : String.fromCodePoint(mapped);
  }
  return out;
};
