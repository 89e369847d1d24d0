import { describe, expect, it } from 'vitest';
import { readComment } from '../commentSignals';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { sensitiveClassesIn } from '../sensitiveClasses';
import { demoDraftOf } from './demoReplyContext';

const draftOf = demoDraftOf(createTemplateReplyEngine());

/**
 * Session 18, round 11: sensitive topics read by meaning class (sensitiveClasses.json): a named condition or
 * medicine, a procedure, pregnancy or breastfeeding in any language or as an emoji, a child by age. New sentences.
 */
describe('sensitive topics by meaning class', () => {
  it('a named chronic condition and its medicine make a medical question', () => {
    expect(readComment('我有桥本甲状腺炎，每天吃优甲乐，这瓶精华能一起用吗').sensitive).toBe('medical');
    expect(sensitiveClassesIn('有甲亢在吃药 面霜可以用吗')).toEqual(['condition', 'medicine']);
  });

  it('a medicine taken, named by how it is taken, is medical', () => {
    expect(readComment('最近在服用降压药，用这个防晒有影响吗').sensitive).toBe('medical');
  });

  it('a baby by its age in months is a child, and a baby rash a condition', () => {
    expect(sensitiveClassesIn('宝宝才五个月，脸上有点汗疹')).toEqual(['condition', 'child']);
    expect(readComment('孩子3个月了，洁面乳能给孩子用吗').sensitive).toBe('minor');
  });

  it('pregnancy and breastfeeding in English, Malay or as an emoji', () => {
    expect(readComment("I'm pregnant, is the sunscreen ok?").sensitive).toBe('pregnancy');
    expect(readComment('still breastfeeding my little one, can I use the serum').sensitive).toBe('pregnancy');
    expect(readComment('🤰 面霜？').sensitive).toBe('pregnancy');
  });

  it('a flagged draft for a medicine question names the product and a doctor', async () => {
    const draft = await draftOf(
      { content: '我在吃二甲双胍，神经酰胺面霜能用吗', clsType: 1 },
      '神经酰胺面霜',
    );
    expect(draft.flag).toBe('medical');
    expect(draft.text).toContain('医生');
  });

  it('guards: a shop address to buyers, a sheet mask and a sale month are not sensitive', () => {
    expect(readComment('宝宝们3月上新的面霜什么时候发货').sensitive).toBeNull();
    expect(readComment('用了两片面膜，面霜多少钱').sensitive).toBeNull();
    expect(readComment('药妆店有卖吗').sensitive).toBeNull();
  });
});

describe('round 11: questions read whatever their wording', () => {
  it('a worry about stinging, asked before use, is a question, not a reaction', () => {
    expect(readComment('我皮肤一晒就泛红，涂上去会刺痛吗').sensitive).toBeNull();
    expect(readComment('涂上去脸就刺痛了，怎么办').sensitive).toBe('reaction');
  });

  it('"is it real" asked in dialect, Malay or English is about authenticity', () => {
    expect(readComment('朋友从网上帮我带的卸妆油，盒子有点旧，是真的不？').questions).toContain(
      'authenticity',
    );
    expect(readComment('bought it from a reseller, is this fake?').questions).toContain('authenticity');
    expect(readComment('Ada orang jual murah, asli ke?').questions).toContain('authenticity');
  });

  it('"better than yours, true?" compares, and 嘛价 asks the price', () => {
    expect(readComment('闺蜜说她那瓶平价面霜比你们家的还好，是不是啊').questions).toContain('comparison');
    expect(readComment('这个防晒嘛价？').questions).toContain('price');
  });

  it('charged twice, told as 扣了我两笔, is answered with a 私信 step and a check', async () => {
    const { text } = await draftOf(
      { content: '退货那单又扣了我两笔钱，到现在没人管', clsType: 0, negType: 'service' },
      '温和卸妆油',
    );
    expect(text).toContain('私信');
    expect(text).toMatch(/核实|核对/);
  });
});

describe('round 11: as-is answers', () => {
  it('"fine for a man?" names the product it answers for', async () => {
    const { text } = await draftOf(
      { content: '我老公也想用，神经酰胺面霜男的能用不', clsType: 1 },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/男生[^。～]{0,6}神经酰胺面霜/);
  });

  it('a company buying in bulk hears a check with the channel team, not the shop price', async () => {
    const { text } = await draftOf(
      { content: '公司采购五十支洁面乳当年会礼品，多少钱一支？', clsType: 1 },
      '氨基酸洁面乳',
    );
    expect(text).not.toContain('商品页');
    expect(text).toMatch(/核实|确认/);
  });
});

describe('round 11: the sunscreen step', () => {
  it('asked under a serum, the last step is sunscreen, never the serum', async () => {
    const { text } = await draftOf({ content: '出门前先涂精华还是先涂防晒啊', clsType: 1 }, '积雪草修护精华');
    expect(text).toContain('防晒');
    expect(text).not.toMatch(/最后一步[^。～]*再涂积雪草修护精华/);
  });

  it('asked under the sunscreen, with the product several words after 先, the sunscreen is named last', async () => {
    const { text } = await draftOf(
      { content: '游泳前先抹保湿的神经酰胺面霜还是先抹防晒乳？', clsType: 1 },
      '清透防晒乳 SPF50+',
    );
    expect(text).toMatch(/最后一步/);
  });
});
