import { describe, expect, it } from 'vitest';
import { toCorrection } from '../service';

const row = (changes: Partial<Parameters<typeof toCorrection>[0]>) => ({
  content: '用了三天就烂脸了',
  cls_type: 0,
  sentiment: 'negative',
  neg_type: 'adaptation',
  content_type: 'product_evaluation',
  ...changes,
});

describe('a staff correction as a training comment', () => {
  it('keeps consistent labels as they are', () => {
    expect(toCorrection(row({}))).toEqual({
      text: '用了三天就烂脸了',
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'adaptation',
      content_type: 'product_evaluation',
      // Staff corrections do not say spam yet: a correction teaches "not spam".
      spam: false,
    });
  });

  it('makes the other labels agree when staff changed only the class', () => {
    // Marked a complaint, the model's positive sentiment and missing neg_type left behind.
    expect(toCorrection(row({ sentiment: 'positive', neg_type: null }))).toMatchObject({
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'other',
    });
    // Marked a lead: not negative, no neg_type, a lead's content type.
    expect(toCorrection(row({ cls_type: 1 }))).toMatchObject({
      cls_type: 1,
      sentiment: 'neutral',
      neg_type: null,
      content_type: 'purchase_consultation',
    });
    // Marked "other": off-topic.
    expect(toCorrection(row({ cls_type: 100, sentiment: 'neutral' }))).toMatchObject({
      neg_type: null,
      content_type: 'non_product',
    });
  });

  it('skips blank text and unknown classes; cuts long text to the seed limit', () => {
    expect(toCorrection(row({ content: '   ' }))).toBeUndefined();
    expect(toCorrection(row({ cls_type: 7 }))).toBeUndefined();
    expect(toCorrection(row({ cls_type: null }))).toBeUndefined();
    expect(toCorrection(row({ content: '好'.repeat(500) }))?.text).toHaveLength(300);
  });
});
