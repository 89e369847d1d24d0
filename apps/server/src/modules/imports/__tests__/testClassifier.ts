import type { ClassifyInput, CommentClassifier, CommentLabels } from '../../classify/commentClassifier';

/**
 * Stand-in for the embedded classifier (an external dependency of imports): deterministic rules on words,
 * and it counts what it was asked so tests can see which comments were (re)classified.
 */
export const createTestClassifier = (): CommentClassifier & { seen: ClassifyInput[] } => {
  const seen: ClassifyInput[] = [];
  const label = (input: ClassifyInput): CommentLabels => {
    if (/不好|差/.test(input.text)) {
      return {
        cls_type: 0,
        sentiment: 'negative',
        neg_type: 'effect',
        content_type: 'product_evaluation',
        confidence: 0.9,
        needs_review: false,
        engine: 'model',
      };
    }
    if (/多少钱|哪里买/.test(input.text)) {
      return {
        cls_type: 1,
        sentiment: 'neutral',
        neg_type: null,
        content_type: 'purchase_consultation',
        confidence: 0.8,
        needs_review: false,
        engine: 'model',
      };
    }
    return {
      cls_type: 2,
      sentiment: 'positive',
      neg_type: null,
      content_type: 'non_product',
      confidence: 0.4,
      needs_review: true,
      engine: 'model',
    };
  };
  return {
    seen,
    classify: async (inputs) => {
      seen.push(...inputs);
      return inputs.map(label);
    },
  };
};
