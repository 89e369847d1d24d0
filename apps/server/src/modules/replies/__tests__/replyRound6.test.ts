import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf, demoReplyContext } from './demoReplyContext';

/**
 * Session 16, round 6: trolls decided by how they are built (trollDecision.ts, trollBuild.json) and the failure
 * kinds read on set H (a development set from now on), each checked on new sentences written for these tests
 * (none of H's or troll-decisions.jsonl's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

describe('trolls by build: hostile, aimed at the brand or readers, nothing concrete', () => {
  it('a rival fan chant, a dare, paid-praise talk, mock praise or a flood gets no draft', async () => {
    for (const content of [
      '雾岚党前来打卡 你们也配叫国货',
      '有本事把我这条评论封了，博主心虚了吧',
      '这些好评一看就是花钱刷出来的，演得真辛苦',
      '好神奇哦，原来一瓶精华就能包治百病呢～',
      '快跑快跑快跑 别上当',
    ])
      expect((await draftOf({ content }, null)).text, content).toBe('');
  });

  it('the classifier reading a complaint about the brand, aimed at it with a sneer, asking nothing: no draft', async () => {
    const draft = await draftOf(
      { content: '官方账号每天发的东西都一个样子 呵呵', clsType: 0, negType: 'brand_reputation' },
      null,
    );
    expect(draft.text).toBe('');
  });

  it('sharp words around a concrete experience, order or purchase are answered, never silenced', async () => {
    for (const content of [
      '笑死 这面霜我用了一周脸更干了 博主还说保湿呢',
      '你们是倒闭了吗 退款申请五天没人处理',
      '水军别刷了，我自己买了两瓶，第二瓶一开盖就是酸味',
    ])
      expect((await draftOf({ content, clsType: 0, negType: 'flame' }, null)).text, content).not.toBe('');
  });

  it('banter with laughter and a praise turn is answered', async () => {
    const draft = await draftOf(
      { content: '博主天天凡尔赛 哈哈哈 不过这个防晒我确实回购了', clsType: 0, negType: 'blogger' },
      null,
    );
    expect(draft.text).not.toBe('');
  });
});

describe('praise and plain emoji are never read as trolls (checked on the classifier seed set)', () => {
  it('a product called a saviour, a 玩意儿 that works, a row of sticker emoji are answered', async () => {
    for (const content of [
      '干皮的救星，冬天全靠它了',
      '这玩意儿还挺好使，回头再整一瓶',
      '[爱心][爱心][爱心]',
    ])
      expect((await draftOf({ content, clsType: 2 }, null)).text, content).not.toBe('');
  });

  it("a rejection told as the writer's own decision is answered", async () => {
    const draft = await draftOf(
      { content: '听说这牌子出过质量问题，以后再也不买了', clsType: 0, negType: 'brand_reputation' },
      null,
    );
    expect(draft.text).not.toBe('');
  });
});

describe('complaints and reactions read on H, in other words', () => {
  it('a broken part with a request to exchange is a complaint whatever the label: apology, 私信, order number or photo', async () => {
    const { text } = await draftOf(
      { content: '卸妆油的按压头拧不开 卡死了 能给换一个吗', clsType: 1 },
      '温和卸妆油',
    );
    expect(text).toMatch(/抱歉|对不起/);
    expect(text).toMatch(/私信/);
    expect(text).toMatch(/订单号|照片/);
  });

  it('skin that no longer cracks is no broken part', async () => {
    const { text } = await draftOf({ content: '用了这个面霜嘴角不裂了 太好了', clsType: 2 }, '神经酰胺面霜');
    expect(text).not.toMatch(/抱歉|订单号/);
  });

  it('pilling told as a promise broken gets an apology naming the product and a question on use, not a bare tip', async () => {
    const { text } = await draftOf(
      { content: '不是说轻薄不搓泥吗 我叠了两层就搓了一脸泥 白花钱', clsType: 0, negType: 'effect' },
      '清透防晒乳 SPF50+',
    );
    expect(text).toMatch(/抱歉|对不起/);
    expect(text).toMatch(/清透防晒乳/);
    expect(text).toMatch(/用量|用了哪些|用多少|涂了多少/);
  });

  it('a promised gift that never came is a missing gift: apology, 私信 the order, a check; no "送不送" answer', async () => {
    const { text } = await draftOf(
      { content: '下单送的小样一个都没见到 问了也没人回', clsType: 0 },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/抱歉|对不起/);
    expect(text).toMatch(/私信/);
    expect(text).toMatch(/订单号/);
    expect(text).toMatch(/核实|跟进|查一下/);
    expect(text).not.toMatch(/送不送/);
  });

  it('a reaction after adding a product to an acid or retinol routine is a reaction: stop first', async () => {
    const draft = await draftOf({ content: '最近每晚用A醇 前天叠了这款精华 现在两颊发烫起皮' });
    expect(draft.text).toMatch(/停用|先停|别再|不要再|先别|暂停/);
    expect(draft.flag).toBeTruthy();
  });

  it('a bottle from a night-market stall is checked by batch number and photo', async () => {
    const { text } = await draftOf({ content: '夜市地摊上卖的卸妆油便宜一大半 能买吗' }, '温和卸妆油');
    expect(text).toMatch(/私信/);
    expect(text).toMatch(/核实|核对/);
  });

  it('a reseller asking a discount on a bulk order is a price question with a check, not an authenticity doubt', async () => {
    const { text } = await draftOf({ content: '帮朋友代购 一次要十五瓶卸妆油 能打个折吗' }, '温和卸妆油');
    expect(text).toMatch(/店铺|商品页/);
    expect(text).toMatch(/确认|核实|问一下/);
    expect(text).not.toMatch(/批号|正品|官方渠道/);
  });

  it('an order that must arrive by a date gets a check on transit time', async () => {
    const { text } = await draftOf(
      { content: '月底要去海边度假 今天下单防晒乳还来得及吗' },
      '清透防晒乳 SPF50+',
    );
    expect(text).toMatch(/时效|几天/);
    expect(text).toMatch(/确认|核实|查一下/);
  });

  it('a comparison asked in English ("which one…") is a question, not praise', async () => {
    const { text } = await draftOf(
      { content: '你们的洁面乳 vs 韩国那款 which one suits dry skin', clsType: 2 },
      '氨基酸洁面乳',
    );
    expect(text).not.toMatch(/夸|谢谢/);
    expect(text).toMatch(/确认|核实|问一下/);
  });
});

describe('two products named in one comment', () => {
  it('are named in full once, then "这两款", not both names in every sentence', async () => {
    const context = demoReplyContext(
      { content: '洁面乳跟卸妆油各多少钱 有没有旅行装' },
      {
        productName: null,
        productNames: ['积雪草修护精华', '神经酰胺面霜', '清透防晒乳 SPF50+', '温和卸妆油', '氨基酸洁面乳'],
      },
    );
    const { text } = await createTemplateReplyEngine().draftCommentReply(context);
    expect(text.split('氨基酸洁面乳').length - 1).toBe(1);
    expect(text.split('温和卸妆油').length - 1).toBe(1);
    expect(text).toContain('这两款');
  });
});
