import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

const draftOf = demoDraftOf(createTemplateReplyEngine());

/**
 * Session 20, the lead (read on crawl-h drafts): a reaction to another brand's product gets care for the skin, still
 * flagged for a person, but no apology and no order or photo asked of us. New sentences.
 */
describe('a reaction to another brand’s product', () => {
  it('care only: stop and see a doctor, no apology, no order number', async () => {
    const draft = await draftOf(
      { content: '薇诺娜那支精华我抹了两天 脸颊起了一片小红疹 又痒又烫', clsType: 0 },
      null,
    );
    expect(draft.flag).toBe('reaction');
    expect(draft.text).toMatch(/停用|先停/);
    expect(draft.text).not.toMatch(/抱歉|订单/);
  });

  it('a reaction to ours still gets the apology and the order asked', async () => {
    const draft = await draftOf({ content: '精华抹了两天 脸颊起了一片小红疹 又痒又烫', clsType: 0 });
    expect(draft.text).toMatch(/抱歉/);
    expect(draft.text).toMatch(/订单/);
  });
});
