import { describe, expect, it } from 'vitest';
import { readComment, situationHolds } from '../commentSignals';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf, demoReplyContext } from './demoReplyContext';

const engine = createTemplateReplyEngine();
const draftOf = demoDraftOf(engine);

/** What an apology for our own fault reads like: never said for another brand, a wish or a defender. */
const OUR_FAULT = /是我们的问题|没做好|抱歉|不好意思/;

/**
 * Session 19, round 14: what about 300 drafts on an imported crawl (crawl-h) still got wrong. New sentences,
 * written for these tests.
 */
describe('reply drafts, round 14', () => {
  it("another brand's product complained of gets no apology from us", async () => {
    const { text } = await draftOf({ content: '悦芙家的太稠了 推都推不开', clsType: 0, negType: 'effect' });
    expect(text).not.toMatch(OUR_FAULT);
    expect(text).toMatch(/感受|肤质/);
    expect(text).not.toMatch(/悦芙/);
  });

  it('our own brand named the same way is still ours (guard)', async () => {
    const { text } = await draftOf({ content: '栖溪那款太稠了 推都推不开', clsType: 0, negType: 'effect' });
    expect(text).toMatch(/抱歉|不好意思/);
  });

  it('a mixed verdict is thanked for its honesty and its criticism taken up', async () => {
    const { text } = await draftOf(
      { content: '防晒我打八分 不油 面霜就五分吧 也没宣传的那么神', clsType: 2 },
      '清透防晒乳 SPF50+',
    );
    expect(text).toMatch(/真实/);
    expect(text).toMatch(/产品团队/);
    expect(text).not.toMatch(/很开心|喜欢/);
  });

  it('a wish for a size inside a grumble is passed on, not apologised for', async () => {
    const { text } = await draftOf({
      content: '希望出个大罐的 一家人用一下就见底了',
      clsType: 0,
      negType: 'other',
    });
    expect(text).not.toMatch(OUR_FAULT);
    expect(text).toMatch(/产品团队/);
  });

  it('a commenter answering another in our defence gets no draft', async () => {
    const draft = await draftOf({
      content: '人家是你自己用法不对 别怪产品',
      clsType: 0,
      negType: 'brand_reputation',
    });
    expect(draft.text).toBe('');
    expect(draft.note).toBe('mention_no_reply');
  });

  it('a face product on the heels or legs is its own question, not the order of use', async () => {
    const heels = await draftOf({ content: '精华能擦脚后跟吗 冬天裂口子', clsType: 1 });
    expect(heels.text).toMatch(/脸以外/);
    expect(heels.text).not.toMatch(/顺序|先后|敏感肌/);
    expect(readComment('奶奶胳膊上干得掉皮屑 用面霜还是身体乳好').questions).toEqual(['usage']);
    // Guard: a body part told, not asked about, is no question.
    expect(readComment('评论里有人说她是拿来涂胳膊的').questions).not.toContain('usage');
  });

  it('beside pregnancy, a question about buying is still answered', async () => {
    const bundle = await draftOf({ content: '孕晚期了想囤两瓶 有没有套装价', clsType: 1 });
    expect(bundle.text).toMatch(/医生/);
    expect(bundle.text).toMatch(/组合|活动/);
    const dear = await draftOf({ content: '怀孕后开销大 两百多一瓶真不舍得', clsType: 0, negType: 'price' });
    expect(dear.text).toMatch(/活动/);
  });

  it('a fake bought earlier gets the verification route and the official shop', async () => {
    const { text } = await draftOf({
      content: '之前在网上买的栖溪精华收到的是假货 再也不买了',
      clsType: 0,
      negType: 'brand_reputation',
    });
    expect(text).toMatch(/防伪码/);
    expect(text).toMatch(/官方/);
    expect(text).not.toMatch(/是我们的问题|没做好/);
  });

  it('a moisturiser from the hospital told in an "it did little" review is no medical question', async () => {
    const content = '抹了大半个月 感觉一般 最后还是靠医生开的保湿霜';
    expect(readComment(content).sensitive).toBeNull();
    expect(readComment(content).asks).toBe(false);
    const draft = await draftOf({ content, clsType: 0, negType: 'effect' });
    expect(draft.flag).toBeUndefined();
    expect(draft.text).toMatch(/用量|用法/);
    expect(readComment('医生开的药膏和精华能一起用吗').sensitive).toBe('medical');
  });

  it('客服 and 图片 in a service complaint are no medicine taken', () => {
    expect(readComment('客服核对了两天说照片太糊 又让我重拍').sensitive).toBeNull();
    expect(readComment('在吃消炎片 能用这个精华吗').sensitive).toBe('medical');
    expect(readComment('服用了两周维a胶囊 现在能抹吗').sensitive).toBe('medical');
  });

  it('a face gone bad after use (脸烂了) is a reaction, flagged', () => {
    expect(readComment('网上淘的那瓶抹完没两天脸全烂了').sensitive).toBe('reaction');
    expect(readComment('烂脸期一直在用 很温和').sensitive).not.toBe('reaction');
  });

  it('fewer spots (黑头少了一半) is praise, and skin hurt by acid (刷坏了) no broken parcel', async () => {
    const better = await draftOf({ content: '鼻子上黑头少了一半 毛孔也细了', clsType: 2 });
    expect(better.text).not.toMatch(/订单号|补发|抱歉/);
    const acid = await draftOf({ content: '之前水杨酸把脸刷坏了 现在能用这个吗', clsType: 1 });
    expect(acid.text).not.toMatch(/补发|换新|收到的东西/);
    expect(situationHolds('shortFill', '瓶子到手就少了一半')).toBe(true);
  });

  it('spots that went down (闭口少多了, 红肿都平了) are praise, not a reaction', () => {
    expect(readComment('用了六周 鼻翼的闭口少多了').sensitive).toBeNull();
    expect(readComment('涂了一个月 脸颊那块红肿的地方都平了').sensitive).toBeNull();
    expect(readComment('抹完第二天脸颊红肿了').sensitive).toBe('reaction');
  });

  it('a tracked brand not our own, named bare (岚汐用了两罐), is another brand; ours weighed against it is not', async () => {
    const other = { otherBrandNames: ['岚汐'] };
    const rival = await engine.draftCommentReply(
      demoReplyContext({ content: '岚汐用了两罐 鼻翼还是起皮 白买', clsType: 0, negType: 'effect' }, other),
    );
    expect(rival.text).not.toMatch(OUR_FAULT);
    const weighed = await engine.draftCommentReply(
      demoReplyContext({ content: '比岚汐贵了快一倍 效果也没强多少', clsType: 0, negType: 'price' }, other),
    );
    expect(weighed.text).not.toMatch(/想换一款/);
  });

  it('a version wished for without 希望 (出个管装的吧) is passed on', async () => {
    const { text } = await draftOf({
      content: '瓶子太高了 化妆包放不下 出个管装的吧',
      clsType: 0,
      negType: 'other',
    });
    expect(text).not.toMatch(OUR_FAULT);
    expect(text).toMatch(/产品团队/);
    // Guard: beside "too dear", the wish is passed on and the price still met.
    const dear = await draftOf({ content: '小小一支两百多 太贵 出个大支的吧', clsType: 0, negType: 'price' });
    expect(dear.text).toMatch(/产品团队/);
    expect(dear.text).toMatch(/活动/);
  });

  it('a price grumble without 贵 or 舍不得 is met on price', async () => {
    for (const content of ['搞活动也不便宜 说好的福利呢', '中样折算下来比正装还贵', '这么小一支要三百多']) {
      const { text } = await draftOf({ content, clsType: 0, negType: 'price' });
      expect(text, content).not.toMatch(/是我们的问题|没做好/);
      expect(text, content).toMatch(/活动|价格/);
    }
  });

  it('"not a bit better" (一点没淡, 一个没消) is an it-did-not-work complaint: asked about the use', async () => {
    for (const content of ['抹了三周 法令纹一点没淡', '用完一整瓶 粉刺一个都没消']) {
      const { text } = await draftOf({ content, clsType: 0, negType: 'effect' });
      expect(text, content).toMatch(/用量|用法/);
      expect(text, content).not.toMatch(/是我们的问题/);
    }
  });

  it('a reply in a thread speaking to the commenter above, asking us nothing, gets no draft', async () => {
    const thread = { thread: [{ userNickname: '小满', content: '用了一周下巴冒了两颗' }] };
    const other = await engine.draftCommentReply(
      demoReplyContext({ content: '也可能是你最近吃辣的缘故 不见得是精华', clsType: 100 }, thread),
    );
    expect(other.note).toBe('mention_no_reply');
    // Guard: the same words as a comment of its own are drafted; a question in a thread is still answered.
    const alone = await engine.draftCommentReply(
      demoReplyContext({ content: '也可能是你最近吃辣的缘故 不见得是精华', clsType: 100 }),
    );
    expect(alone.note).toBeUndefined();
    const asked = await engine.draftCommentReply(
      demoReplyContext({ content: '那我敏感肌能用吗', clsType: 1 }, thread),
    );
    expect(asked.text).not.toBe('');
  });
});
