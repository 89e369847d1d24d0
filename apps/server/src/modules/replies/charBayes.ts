/** A labelled text for the learned troll decision: the text and whether it is a troll. */
export type LabelledText = { text: string; troll: boolean };

/** Character n-grams of a normalised text, 1 to `longest` long (Chinese needs no segmenter for these). */
export const charGrams = (text: string, longest: number): string[] => {
  const chars = [...text.replace(/\s+/g, ' ')];
  const grams: string[] = [];
  for (let size = 1; size <= longest; size += 1)
    for (let start = 0; start + size <= chars.length; start += 1)
      grams.push(chars.slice(start, start + size).join(''));
  return grams;
};

/** Options of the model: the longest n-gram, the additive smoothing and how a text is normalised first. */
export type CharBayesOptions = { longest: number; smoothing: number; normalise: (text: string) => string };

/**
 * A multinomial naive Bayes over character n-grams, trained on labelled texts: returns the log-odds that a text is a
 * troll (positive: more like the trolls). Small, deterministic and trained in milliseconds, so it is built at
 * start-up from the data files rather than shipped as weights.
 */
export const trainCharBayes = (
  rows: readonly LabelledText[],
  options: CharBayesOptions,
): ((text: string) => number) => {
  const counts = [new Map<string, number>(), new Map<string, number>()];
  const totals = [0, 0];
  const docs = [0, 0];
  for (const row of rows) {
    const side = row.troll ? 1 : 0;
    docs[side]! += 1;
    for (const gram of charGrams(options.normalise(row.text), options.longest)) {
      counts[side]!.set(gram, (counts[side]!.get(gram) ?? 0) + 1);
      totals[side]! += 1;
    }
  }
  const vocabulary = new Set([...counts[0]!.keys(), ...counts[1]!.keys()]).size;
  const prior = Math.log((docs[1]! + 1) / (docs[0]! + 1));
  const logP = (side: 0 | 1, gram: string): number =>
    Math.log(
      ((counts[side]!.get(gram) ?? 0) + options.smoothing) / (totals[side]! + options.smoothing * vocabulary),
    );
  return (text: string): number => {
    const grams = charGrams(options.normalise(text), options.longest);
    // Averaged per n-gram so a long comment is not more certain than a short one only by its length.
    const evidence = grams.reduce((sum, gram) => sum + logP(1, gram) - logP(0, gram), 0);
    return prior + evidence / Math.max(1, Math.sqrt(grams.length));
  };
};
