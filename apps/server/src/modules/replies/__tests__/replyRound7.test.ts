import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

/**
 * Session 16, round 7: the failure kinds read on set I (a development set from now on), each checked on new
 * sentences written for these tests (none of I's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

/** The demo knowledge's order-of-use sentence (精华, then 面霜). */
const ORDER_SENTENCE = /等吸收后再用神经酰胺面霜/;

describe('the order-of-use sentence only where order or combining is asked', () => {
  it('a price question about the cream does not get the order of use', async () => {
    const { text } = await draftOf(
      { content: '想买神经酰胺面霜送我姐 这个一瓶大概什么价位' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/神经酰胺面霜/);
    expect(text).not.toMatch(ORDER_SENTENCE);
  });

  it('asked how the serum and cream go together, the order is still given', async () => {
    const { text } = await draftOf({ content: '精华跟面霜先抹哪个？' });
    expect(text).toMatch(ORDER_SENTENCE);
  });

  it('a wrong parcel hears the next step, not a product fact', async () => {
    const { text } = await draftOf(
      { content: '下单的是防晒 寄来一瓶面霜 这是怎么回事', clsType: 0 },
      '清透防晒乳 SPF50+',
    );
    expect(text).toMatch(/私信/);
    expect(text).not.toMatch(/不需要单独卸妆/);
  });
});
