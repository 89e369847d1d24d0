import { describe, expect, it } from 'vitest';
import { readComment } from '../commentSignals';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { productAbout, staffReplySimilarity } from '../findStaffReplies';
import { NO_TROLL_BUILD, readTrollBuild, TROLL_BUILD_PATTERNS } from '../trollDecision';
import { demoDraftOf } from './demoReplyContext';

const draftOf = demoDraftOf(createTemplateReplyEngine());

/**
 * Session 18, round 10: every part of a several-part question answered or checked; complaints that name the
 * problem (charged twice, a refund that never arrives, two prices for one product, a leak, a wrong size); the items
 * left alone in round 9 (the troll build's fields, the rally pattern's state, the product a staff reply is matched
 * on). New sentences written for these tests.
 */

describe('several questions at once: each part answered or checked', () => {
  it('a counted part nothing answers is named and promised a check beside the answered parts', async () => {
    const { text } = await draftOf(
      { content: '1 这款防晒能防水吗 2 多少钱 3 爬山一整天会不会花妆', clsType: 1 },
      '清透防晒乳 SPF50+',
    );
    expect(text).toContain('价格');
    expect(text).toContain('爬山一整天会不会花妆');
    expect(text).toContain('这款防晒能防水');
    expect(text).toMatch(/确认|查清楚/);
  });

  it('a part counted in words (一是…二是…) is quoted without its ordinal', async () => {
    const { text } = await draftOf(
      {
        content:
          '想问几个问题：一是开封后能放多久，二是冬天放车里会不会冻坏，三是厚敷要不要先用化妆水，四是敷完多久能化妆',
        clsType: 1,
      },
      '神经酰胺面霜',
    );
    expect(text).toContain('“冬天放车里会不会冻坏”');
    expect(text).not.toMatch(/“[一二三四五六七八九十]是/u);
  });

  it('a shelf-life part beside a pregnancy question is checked, not dropped under the care sentence', async () => {
    const draft = await draftOf({
      content: '两个问题：备孕期间能用这个精华吗？另外开封后能放多久？',
      clsType: 1,
    });
    expect(draft.text).toContain('医生');
    expect(draft.text).toContain('开封后能放多久');
    expect(draft.flag).toBeTruthy();
  });

  it('one or two questions in passing keep their answer as it was: no check of a told count', async () => {
    const { text } = await draftOf(
      { content: '洗面奶多少钱？脸上冒了好几颗闭口', clsType: 1 },
      '氨基酸洁面乳',
    );
    expect(text).not.toContain('“');
  });
});

describe('complaints name the problem, the next step and where to reach us', () => {
  it('charged twice: an apology for the money, 私信 with the order and the two charges, the refund', async () => {
    const { text } = await draftOf(
      { content: '昨天下单的面霜被扣了两笔钱，客服也不回', clsType: 0, negType: 'service' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/扣/);
    expect(text).toContain('私信');
    expect(text).toMatch(/退回/);
  });

  it('a refund that never arrives: no shipping promise and no "apply for after-sales" again', async () => {
    const { text } = await draftOf(
      { content: '退货寄回去十天了，退款到现在还没到账', clsType: 0, negType: 'service' },
      null,
    );
    expect(text).toContain('退款');
    expect(text).toContain('私信');
    expect(text).not.toContain('48小时');
    expect(text).not.toContain('申请售后');
  });

  it('two prices for one product (the note and 小黄车, the shop and the live room) is a complaint with a check', async () => {
    for (const content of [
      '笔记里说的价格和小黄车里的不一致，我下单多付了二十',
      '在旗舰店拍的面霜，结果直播间便宜了好多',
    ]) {
      const { text } = await draftOf({ content, clsType: 0, negType: 'price' }, '神经酰胺面霜');
      expect(text, content).toContain('抱歉');
      expect(text, content).toContain('私信');
      expect(text, content).toMatch(/核实|查一下/);
    }
    // Asking which is cheaper is a price question, not a grievance.
    const asked = await draftOf({ content: '直播间和店铺哪个便宜？', clsType: 1 }, '神经酰胺面霜');
    expect(asked.text).not.toContain('抱歉');
  });

  it('a leak and a wrong size name the product; a wrong size hears no sample offer', async () => {
    const leak = await draftOf(
      { content: '卸妆油到的时候整个袋子都是油，漏了一半', clsType: 0, negType: 'logistics' },
      '温和卸妆油',
    );
    expect(leak.text).toMatch(/温和卸妆油[^。]*漏/);
    const wrong = await draftOf(
      { content: '我下单的是卸妆油大瓶，寄来一个中样', clsType: 0, negType: 'logistics' },
      '温和卸妆油',
    );
    expect(wrong.text).toContain('温和卸妆油');
    expect(wrong.text).toMatch(/发错|寄错/);
    expect(wrong.text).not.toMatch(/有没有.{0,6}(小样|试用装)/);
  });
});

describe('authenticity doubts and a reaction told without 了', () => {
  it('a code already queried is an authenticity doubt even when nothing is asked: photos by 私信, one next step', async () => {
    const { text } = await draftOf(
      { content: '同事从免税店捎的洁面乳，防伪码一扫显示已被查询过两次', clsType: null },
      '氨基酸洁面乳',
    );
    expect(text).toContain('私信');
    expect(text.match(/私信/g)?.length).toBe(1);
  });

  it('an authenticity question in English is read as one', () => {
    expect(readComment('Got this cream from a reseller, is it genuine or counterfeit?').questions).toContain(
      'authenticity',
    );
  });

  it('burning and red spots after putting it on are a reaction: stop, a doctor, flagged', async () => {
    const draft = await draftOf({ content: '昨晚擦这个精华 今早脸上火辣辣的还起小红点', clsType: null });
    expect(draft.text).toMatch(/停用|先停/);
    expect(draft.text).toContain('医生');
    expect(draft.flag).toBeTruthy();
    // Asking whether it will burn is no reaction.
    expect(readComment('涂这个脸上会不会火辣辣的？').sensitive).toBeNull();
  });
});

describe('the troll build', () => {
  it('the build of a comment nobody read has every field a read build has', () => {
    const read = readTrollBuild('今天的快递到了，谢谢');
    expect(Object.keys(NO_TROLL_BUILD).sort()).toEqual(Object.keys(read).sort());
    for (const value of Object.values(NO_TROLL_BUILD)) expect(value === 0 || value === false).toBe(true);
  });

  it('no pattern keeps state between comments: the same rally reads the same twice in a row', () => {
    for (const [name, pattern] of Object.entries(TROLL_BUILD_PATTERNS))
      if (pattern instanceof RegExp) expect(pattern.flags, name).not.toContain('g');
    const rally = '各位看到这条的都一起去退货吧';
    expect(TROLL_BUILD_PATTERNS.rally.test(rally)).toBe(true);
    expect(TROLL_BUILD_PATTERNS.rally.test(rally)).toBe(true);
    expect(readTrollBuild(rally).rallies).toBe(true);
    expect(readTrollBuild(rally).rallies).toBe(true);
    expect(readComment(rally).trollBuild?.rallies).toBe(true);
  });
});

describe('a staff reply is matched on the product the comment names', () => {
  const products = [
    { id: 11, name: '积雪草修护精华' },
    { id: 12, name: '神经酰胺面霜' },
    { id: 13, name: '清透防晒乳 SPF50+' },
  ];
  const row = (content: string, productId: number, replyText: string) => ({
    commentId: 500,
    content,
    clsType: 1,
    productId,
    replyText,
    byUserId: 1,
  });

  it('a comment naming another product than its note is about the product it names', () => {
    expect(productAbout('那个防晒乳一支多少钱呀', 12, products)).toBe(13);
    expect(productAbout('这款一支多少钱呀', 12, products)).toBe(12);
  });

  it('the cream note’s price reply does not answer a sunscreen price question under the cream note', () => {
    const creamPrice = row('这款一罐多少钱呀', 12, '面霜的价格以店铺商品页为准～');
    const drafted = {
      id: 900,
      content: '防晒乳一支多少钱呀',
      clsType: 1,
      productId: 12,
      platform: 'xhs' as const,
      ownProducts: products,
    };
    expect(staffReplySimilarity(drafted, creamPrice)).toBe(0);
    // The same question asked under the sunscreen's own note was answered for the sunscreen: that reply fits.
    const sunscreenPrice = row('防晒一支多少钱呀', 13, '价格以店铺商品页为准～');
    expect(staffReplySimilarity(drafted, sunscreenPrice)).toBeGreaterThan(0);
  });
});
