import { CLS_TYPES, SENTIMENTS, type TClsType, type TSentiment } from '@notedesk/contract';

/** The spam model's two classes: not spam, spam. */
export const SPAM_CLASSES = [false, true] as const;

export const pairOf = (cls: TClsType, sentiment: TSentiment): string => `${cls}/${sentiment}`;

/**
 * The (cls_type, sentiment) pairs a label can be (a complaint is negative, a lead is not): a second view of the
 * two labels "unflagged right" counts, learnt as one, so its probability of the chosen pair says how likely both
 * are right where the two models' own probabilities each say it of one.
 */
export const PAIRS: readonly string[] = CLS_TYPES.flatMap((cls) =>
  SENTIMENTS.filter((value) => (cls === 0 ? value === 'negative' : cls !== 1 || value !== 'negative')).map(
    (value) => pairOf(cls, value),
  ),
);
