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
  it("whether ours can be used with another brand's product: a combine answer from our side, a patch test when actives meet", async () => {
    const { text } = await draftIn(
      { content: '晚上想跟薇诺娜的果酸精华叠着用 可以吗', clsType: 1 },
      { noteIsOwn: false },
    );
    expect(text).toMatch(/别家/);
    expect(text).toMatch(/确认|核实/);
    expect(text).toMatch(/耳后|下颌/);
    expect(text).not.toMatch(/放在哪一步/);
    const plain = await draftIn({ content: '这个能搭着初沐的保湿水一起用不', clsType: 1 }, {});
    expect(plain.text).toMatch(/别家/);
    expect(plain.text).not.toMatch(/耳后|下颌/);
  });

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

  it("a commenter's health advice to another commenter gets no draft; a reaction told in a reply still gets care", async () => {
    const above = { userNickname: '橙子', content: '换季脸上一片红 摸着发烫 我这样的还能擦护肤品吗' };
    const tip = await draftIn(
      { content: '皮肤科医生跟我说先冷敷两天 红退了再擦什么都行', clsType: 1 },
      { thread: [above], noteIsOwn: false, productName: null },
    );
    expect(tip.text).toBe('');
    expect(tip.note).toContain(NO_REPLY_NOTES.mention);
    const reacted = await draftIn(
      { content: '我也是这样 擦了这个精华更红更烫了', clsType: 0 },
      { thread: [above], noteIsOwn: true },
    );
    expect(reacted.text).not.toBe('');
    expect(reacted.flag).toBeDefined();
  });

  it("under a note about another brand's product, a reaction or complaint naming nothing of ours is about theirs", async () => {
    const note = { title: '初沐焕亮精华 28天空瓶记', description: '每天早晚各一次 说说真实感受' };
    const reaction = await draftIn(
      { content: '我擦到第五天 额头冒出一片小闭口 还有点痒', clsType: 0 },
      { noteIsOwn: false, note },
    );
    expect(reaction.flag).toBe('reaction');
    expect(reaction.text).toMatch(/停用|先停/);
    expect(reaction.text).not.toMatch(/抱歉|订单|私信/);
    const complaint = await draftIn(
      { content: '黏糊糊的 涂完像糊了层胶', clsType: 0 },
      { noteIsOwn: false, note },
    );
    expect(complaint.text).toBe('');
    // Ours named under their note is ours: the apology and the order stay.
    const ours = await draftIn(
      { content: '栖溪的精华我擦到第五天 额头冒出一片小闭口 还有点痒', clsType: 0 },
      { noteIsOwn: false, note },
    );
    expect(ours.text).toMatch(/抱歉/);
  });

  it('read on crawl drafts: a wish for something we do not make is a wish, not thanks for using; cheer about no product under a note not ours is chatter', async () => {
    const wish = await draftIn(
      { content: '要是有圣诞限定套装就好了 拿来送闺蜜', clsType: 2, contentType: 'customer_requirement' },
      { noteIsOwn: false },
    );
    expect(wish.text).toMatch(/心愿|建议/);
    expect(wish.text).not.toMatch(/用得顺手|被你喜欢|能帮上你/);
    const cheer = await draftIn(
      { content: '预产期就在下周了吧 一起加油呀', clsType: 2, contentType: 'non_product' },
      { noteIsOwn: false },
    );
    expect(cheer.text).toBe('');
    expect(cheer.note).toContain(NO_REPLY_NOTES.chatter);
  });

  it("read on crawl drafts: a request for the note's own photos or video is the blogger's, under a note not ours", async () => {
    const draft = await draftIn(
      { content: '前后对比的图片能再发清楚一点吗 手机上看糊的', clsType: 1 },
      { noteIsOwn: false },
    );
    expect(draft.text).toBe('');
    expect(draft.note).toContain(NO_REPLY_NOTES.bloggerAsked);
  });
});
