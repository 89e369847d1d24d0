import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoReplyContext } from './demoReplyContext';

const engine = createTemplateReplyEngine();

// Found trying drafts on an imported crawl: "有中老年套装吗 过年送长辈" got "它在上用着怎么样" — a skin-fit sentence
// with no skin type named left its slot empty.
describe('a skin-fit answer to a comment that names no skin type reads whole', () => {
  const BROKEN_SLOT = /在上用|适不适合[，,]|按的情况|一下的用法|^的话/u;

  it.each([
    '有没有适合老人的套装 想送我奶奶',
    '家里老人脸干 有没有合适的组合',
    '买给我外公的，七十多岁了能抹吗',
  ])('%s', async (content) => {
    const drafts = new Set<string>();
    let previousDraft: string | undefined;
    for (let round = 0; round < 6; round += 1) {
      const draft = await engine.draftCommentReply(
        demoReplyContext({ content, clsType: 1 }, { previousDraft, productName: '神经酰胺面霜' }),
      );
      drafts.add(draft.text);
      previousDraft = draft.text;
    }
    for (const text of drafts) expect(text).not.toMatch(BROKEN_SLOT);
  });
});
