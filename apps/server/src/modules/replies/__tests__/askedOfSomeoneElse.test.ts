import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

const draftOf = demoDraftOf(createTemplateReplyEngine());

/**
 * Session 19, found trying drafts on an imported crawl: "给我妈买 但是先问问她愿不愿意化妆" (I will ask my mother
 * first) was answered "好问题！…我们去确认一下" — a question the commenter puts to someone else is not one to us.
 * New sentences written for these tests.
 */
describe('a question the commenter will put to someone else', () => {
  it('is not promised a check by the brand', async () => {
    const { text } = await draftOf(
      { content: '想给我爸带一瓶 回家先问问他肯不肯天天涂', clsType: 1 },
      '神经酰胺面霜',
    );
    expect(text).not.toMatch(/确认|核实|好问题/);
  });

  it('a question to us after it is still answered or checked', async () => {
    const { text } = await draftOf(
      { content: '我问问我爸 那他脸上有老年斑能不能用？', clsType: 1 },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/确认|核实|医生|问题/);
  });
});
