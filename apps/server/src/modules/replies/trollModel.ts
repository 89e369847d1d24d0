import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LabelledText, trainCharBayes } from './charBayes';
import { readableText } from './commentSignals';
import { trainLogistic } from './logisticRegression';
import { meaningFeatures, showsContempt, statesFact } from './trollMeaning';
import { seedCritiqueRows, trollTrainingRows } from './trollTraining';

/** trollModel.json: the model's shape and the threshold cross-validation chose (null: the learned decision is off). */
export type TrollModelSettings = {
  longest: number;
  smoothing: number;
  threshold: number | null;
  /** 'chars': character n-grams (session 18, off); 'meaning': trollMeaning.ts's features (session 20). */
  features?: 'chars' | 'meaning';
  /** The meaning model's logistic regression: L2 penalty, step size, steps. */
  l2?: number;
  rate?: number;
  steps?: number;
};

export const TROLL_MODEL_SETTINGS: TrollModelSettings = JSON.parse(
  readFileSync(join(import.meta.dirname, 'trollModel.json'), 'utf8'),
);

/** A learned troll decision: the log-odds of a text and whether it passes the threshold. */
export type TrollModel = { score: (text: string) => number; isTroll: (text: string) => boolean };

/** Han characters at least this share of the letters: the troll files are Chinese, other text is out of the model's reach. */
const HAN_SHARE = 0.5;

/** Whether a text is mostly Chinese: a comment in English or Malay is left to the rules, not to a Chinese model. */
const inDomain = (text: string): boolean => {
  const letters = text.match(/[\p{L}]/gu) ?? [];
  const han = letters.filter((letter) => /\p{Script=Han}/u.test(letter)).length;
  return letters.length > 0 && han / letters.length >= HAN_SHARE;
};

/** The meaning model: a logistic regression over what a comment means (trollMeaning.ts), not its characters. */
const meaningScore = (
  rows: readonly LabelledText[],
  settings: TrollModelSettings,
): ((text: string) => number) => {
  const logit = trainLogistic(
    rows.map((row) => ({ features: meaningFeatures(row.text), label: row.troll })),
    { l2: settings.l2 ?? 0.01, rate: settings.rate ?? 0.5, steps: settings.steps ?? 400 },
  );
  return (text) => logit(meaningFeatures(text));
};

/** Trains the model on the given rows with the given settings (dependencies passed in: tests and cross-validation). */
export const createTrollModel = (
  rows: readonly LabelledText[],
  settings: TrollModelSettings = TROLL_MODEL_SETTINGS,
  normalise: (text: string) => string = readableText,
): TrollModel => {
  const score =
    settings.features === 'meaning'
      ? meaningScore(rows, settings)
      : trainCharBayes(rows, { longest: settings.longest, smoothing: settings.smoothing, normalise });
  const { threshold } = settings;
  return {
    score,
    isTroll: (text) =>
      threshold !== null &&
      inDomain(text) &&
      // By meaning: a comment that states a fact has a case of its own, whatever the model's weights say.
      !(settings.features === 'meaning' && (statesFact(text) || !showsContempt(text))) &&
      score(text) >= threshold,
  };
};

let shared: TrollModel | undefined;

/** The learned decision switched off (trollModel.json `threshold: null`): nothing to train. */
const OFF: TrollModel = { score: () => 0, isTroll: () => false };

/**
 * The model trained once, lazily, on the development four fifths of the troll files, and for the meaning model the
 * seed set's critiques as genuine rows (none while it is off).
 */
export const sharedTrollModel = (settings: TrollModelSettings = TROLL_MODEL_SETTINGS): TrollModel => {
  if (settings.threshold === null) return OFF;
  shared ??= createTrollModel(
    [...trollTrainingRows(), ...(settings.features === 'meaning' ? seedCritiqueRows() : [])],
    settings,
  );
  return shared;
};
