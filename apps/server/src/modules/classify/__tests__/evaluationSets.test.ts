import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommentLabels } from '../commentClassifier';
import { readLabelledComments } from '../eval/readLabelledComments';
import { scoreLabelledSet } from '../eval/scoreLabelledSet';

/** A small stand-in for the independent annotator's held-out file (the real one is merged later, unseen). */
const FIXTURE = [
  {
    text: '好用到哭',
    platform: 'xhs',
    cls_type: 2,
    sentiment: 'positive',
    neg_type: null,
    content_type: 'product_evaluation',
    spam: false,
  },
  {
    text: '烂脸了',
    platform: 'xhs',
    cls_type: 0,
    sentiment: 'negative',
    neg_type: 'adaptation',
    content_type: 'product_evaluation',
    spam: false,
  },
  {
    text: '希望出小样',
    platform: 'dy',
    cls_type: 2,
    sentiment: 'neutral',
    neg_type: null,
    content_type: 'customer_requirement',
    spam: false,
  },
  {
    text: '加v看主页',
    platform: 'dy',
    cls_type: 100,
    sentiment: 'neutral',
    neg_type: null,
    content_type: 'non_product',
    spam: true,
  },
  {
    text: '互关',
    platform: 'xhs',
    cls_type: 100,
    sentiment: 'neutral',
    neg_type: null,
    content_type: 'non_product',
    spam: true,
  },
]
  .map((row) => JSON.stringify(row))
  .concat(['', '{not json', JSON.stringify({ text: '没有标签' })])
  .join('\n');

const labels = (overrides: Partial<CommentLabels>): CommentLabels => ({
  cls_type: 2,
  sentiment: 'positive',
  neg_type: null,
  content_type: 'product_evaluation',
  spam: false,
  confidence: 0.9,
  needs_review: false,
  engine: 'model',
  ...overrides,
});

describe('evaluation sets (the second held-out file format)', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'heldout-b-')), 'comments.jsonl');
  writeFileSync(path, FIXTURE);

  it('reads every labelled line and names the ones it skips', () => {
    const { comments, skipped } = readLabelledComments(path);
    expect(comments.map((comment) => comment.text)).toEqual([
      '好用到哭',
      '烂脸了',
      '希望出小样',
      '加v看主页',
      '互关',
    ]);
    expect(comments[3]).toMatchObject({ platform: 'dy', spam: true, cls_type: 100 });
    expect(skipped).toHaveLength(2);
    expect(skipped[0]).toMatch(/comments\.jsonl:7: /);
  });

  it('scores every label: macro-F1s, customer_requirement recall, spam P/R/F1, needs_review', () => {
    const { comments } = readLabelledComments(path);
    const score = scoreLabelledSet(comments, [
      labels({}),
      labels({ cls_type: 0, sentiment: 'negative', neg_type: 'effect' }),
      labels({ sentiment: 'neutral', content_type: 'customer_requirement', needs_review: true }),
      labels({ cls_type: 100, sentiment: 'neutral', content_type: 'non_product', spam: true }),
      labels({ cls_type: 1, sentiment: 'neutral', content_type: 'purchase_consultation' }),
    ]);
    expect(score.count).toBe(5);
    expect(score.sentiment.accuracy).toBe(1);
    expect(score.cls.accuracy).toBeCloseTo(4 / 5);
    expect(score.customerRequirementRecall).toBe(1);
    expect(score.negType.count).toBe(1);
    expect(score.negType.accuracy).toBe(0);
    expect(score.spam).toMatchObject({ support: 2, predicted: 1, precision: 1, recall: 0.5 });
    expect(score.spam.f1).toBeCloseTo(2 / 3);
    expect(score.review.flagged).toBe(1);
    expect(score.review.share).toBeCloseTo(0.2);
    // Of the four unflagged, the 互关 one is called a lead: 3 of 4 right on cls_type and sentiment.
    expect(score.review.unflaggedClsSentimentRight).toBeCloseTo(3 / 4);
    expect(score.review.unflaggedAllRight).toBeCloseTo(2 / 4);
  });
});
