import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readableText, readComment } from './commentSignals';

/** The lexicon families of trollMeaning.json, in feature order. */
const FAMILIES = [
  'fact',
  'atPeople',
  'rumour',
  'authority',
  'contempt',
  'persona',
  'bait',
  'sweeping',
  'mockPraise',
] as const;

type MeaningPatterns = Record<(typeof FAMILIES)[number], RegExp[]>;

const MEANING_PATTERNS: MeaningPatterns = (() => {
  const raw = JSON.parse(readFileSync(join(import.meta.dirname, 'trollMeaning.json'), 'utf8'));
  return Object.fromEntries(
    FAMILIES.map((family) => [family, (raw[family] as string[]).map((source) => new RegExp(source, 'iu'))]),
  ) as MeaningPatterns;
})();

/**
 * Whether a comment states a concrete fact (trollMeaning.json `fact`): a number with a unit, a day, the skin, a part
 * of the product, the order, a price. Then it has a case a reply can meet: the learned decision never silences it.
 */
export const statesFact = (text: string, patterns: MeaningPatterns = MEANING_PATTERNS): boolean =>
  patterns.fact.some((pattern) => pattern.test(readableText(text)));

/** The families that show contempt for a person or a crowd rather than a problem (not `fact`, `atPeople`, `sweeping`). */
const CONTEMPT_FAMILIES = ['rumour', 'authority', 'contempt', 'persona', 'bait', 'mockPraise'] as const;

/**
 * Whether a comment shows contempt at all: a hostile family of the build, a provocation or troll phrase, or a
 * contempt family here. A critique without any (主播态度太差了, 吃了就拉肚子) is answered whatever the model says.
 */
export const showsContempt = (text: string, patterns: MeaningPatterns = MEANING_PATTERNS): boolean => {
  const signals = readComment(text);
  const normal = readableText(text);
  return (
    (signals.trollBuild?.hostility ?? 0) > 0 ||
    Boolean(signals.trollBuild?.flooded) ||
    signals.provokes ||
    signals.troll ||
    CONTEMPT_FAMILIES.some((family) => patterns[family].some((pattern) => pattern.test(normal)))
  );
};

/** Characters that are neither letters nor digits nor punctuation: emoji and symbols. */
const SYMBOL = /[\p{Extended_Pictographic}]/gu;

/**
 * What a comment means as far as trolling goes, as numbers: how it is built (trollDecision.ts), what it asks and
 * praises (commentSignals.ts) and the families of trollMeaning.json — content that carries across writers (a
 * concrete fact, speech aimed at people, rumour, claimed authority, contempt with no object), never any writer's
 * n-grams. The learned troll decision weighs these on labelled rows.
 */
export const meaningFeatures = (text: string, patterns: MeaningPatterns = MEANING_PATTERNS): number[] => {
  const signals = readComment(text);
  const build = signals.trollBuild;
  const normal = readableText(text);
  const length = [...normal].length;
  const symbols = normal.match(SYMBOL)?.length ?? 0;
  const family = FAMILIES.map((name) => Number(patterns[name].some((pattern) => pattern.test(normal))));
  return [
    Math.min(3, (build?.hostility ?? 0) / 2),
    Number(build?.flooded ?? false),
    Number(build?.addressed ?? false),
    Number(build?.grounded ?? false),
    Number(build?.disowned ?? false),
    Number(build?.rallies ?? false),
    Number(build?.quotes ?? false),
    Number(build?.ownCase ?? false),
    Number(build?.firstPerson ?? false),
    Number(build?.disclaims ?? false),
    Number(signals.provokes),
    Number(signals.troll),
    Number(signals.praise),
    Number(signals.asks),
    Number(signals.questions.length > 0),
    Number(signals.sensitive !== null),
    Number(length <= 12),
    Number(length >= 40),
    Math.min(1, symbols / Math.max(1, length)),
    ...family,
  ];
};
