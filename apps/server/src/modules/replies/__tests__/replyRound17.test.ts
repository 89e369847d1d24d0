import { NO_REPLY_NOTES } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import type { CommentReplyContext } from '../replyEngine';
import { demoReplyContext } from './demoReplyContext';

const engine = createTemplateReplyEngine();

/** The demo tenant's tracked rivals, as the service passes them. */
const RIVALS = ['初沐', '雾岚'];

const draftIn = (
  comment: Partial<CommentReplyContext['comment']> & { content: string },
  extra: Partial<CommentReplyContext> = {},
) => engine.draftCommentReply(demoReplyContext(comment, { otherBrandNames: RIVALS, ...extra }));

/**
 * Session 21, round 17: the lead's open list after round 16, fixed in general. New sentences written for these
 * tests; each fails before its change.
 */
describe('reply drafts, round 17', () => {
  it('a question how much, how thick or how often to use a product is answered even in a personal story under a note not ours', async () => {
    for (const content of [
      '每天通勤戴口罩 鼻翼两边捂得发红 这种时候乳液得抹多厚',
      '宿舍空调一直吹 嘴角干到裂 这个面霜一天要涂几次',
    ]) {
      const draft = await draftIn({ content, clsType: 100 }, { noteIsOwn: false, productName: null });
      expect(draft.note ?? '', content).not.toContain(NO_REPLY_NOTES.chatter);
      expect(draft.text, content).toMatch(/用多少|多厚|几次|用量/);
    }
  });

  it('whether it gets in or stings the eyes: the team checks, avoid the eyes, rinse with water', async () => {
    for (const content of ['洗的时候泡沫要是溅到眼睛里会蜇吗', '这个卸眼线的时候会不会辣眼']) {
      const { text } = await draftIn({ content, clsType: 1 }, { productName: '温和卸妆油' });
      expect(text, content).toMatch(/确认|核实/);
      expect(text, content).toMatch(/清水/);
      expect(text, content).toMatch(/避开眼睛|闭眼|闭上眼/);
    }
  });
});
