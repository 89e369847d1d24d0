import { describe, expect, it } from 'vitest';
import { composeCommentReply } from '../composeCommentReply';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

/**
 * Session 15: the failure kinds read on set E (a development set from now on), each checked on new sentences
 * written for these tests (none of E's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

describe('trolls and small talk', () => {
  it('asking how much the writer was paid for the post is a troll, not a price question', async () => {
    const draft = await draftOf({ content: '博主拿了品牌多少广告费才这么吹？' });
    expect(draft.text).toBe('');
  });

  it('small talk from a late night of study gets a word of care, not a sale', async () => {
    const draft = await draftOf({ content: '半夜两点还在自习室赶论文，顺手刷到你们' }, null);
    expect(draft.text).toMatch(/辛苦|照顾|加油/);
    expect(draft.text).not.toMatch(/下单|小黄车|店铺/);
  });
});

describe('knowledge for the product a comment names, and sellers', () => {
  it('a buyer who only wears sunscreen, asking under the cleansing oil, hears the sunscreen removal row', async () => {
    const draft = await draftOf({ content: '平时只擦防晒不化妆，还用得着买卸妆油吗' }, '温和卸妆油');
    expect(draft.text).toMatch(/不需要|不用|无需/);
    expect(draft.text).toContain('洁面');
  });

  it('an offer to sell stock at an insider price gets no draft', async () => {
    const draft = await draftOf({ content: '要正品面霜的私聊我，内部折扣价' }, '神经酰胺面霜');
    expect(draft.text).toBe('');
  });

  it('asking for a sample sent to try is a sample question', async () => {
    const draft = await draftOf({ content: '能不能先寄点样品给我试试，怕不适合' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/小样|试用|样品/);
  });
});

describe('several questions said in one breath', () => {
  it('"第一个…第二个…" questions are each answered, an offer date among them', async () => {
    const draft = await draftOf(
      { content: '问两个事第一个面霜早晚都能用吗第二个直播间啥时候有活动', platform: 'dy' },
      '神经酰胺面霜',
    );
    expect(draft.text).toMatch(/早晚/);
    expect(draft.text).toMatch(/小黄车|直播间/);
  });

  it('a budget question points to where the prices are', async () => {
    const draft = await draftOf({ content: '预算一百五，精华加面霜够不够', platform: 'dy' }, null);
    expect(draft.text).toMatch(/小黄车|橱窗/);
  });

  it('a code that will not scan names the product in the check', async () => {
    const drafts = new Set<string>();
    for (const comment of ['面霜瓶子上的码扫不出来', '扫了面霜盒子上的码没反应，是不是有问题'])
      drafts.add((await draftOf({ content: comment }, '神经酰胺面霜')).text);
    for (const text of drafts) expect(text).toContain('神经酰胺面霜');
  });
});

describe('praise', () => {
  it('a row of emoji gets a short thanks', async () => {
    const draft = await draftOf({ content: '😍😍👏👏✨', clsType: 2 });
    expect(draft.text).toMatch(/谢谢/);
    expect([...draft.text].length).toBeLessThan(16);
  });

  it('a repeat buyer is thanked once, not twice in a row', async () => {
    const draft = await draftOf({ content: '洁面乳空瓶第四支了，继续回购', clsType: 2 }, '氨基酸洁面乳');
    expect(draft.text.match(/谢谢|感谢/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('minors asking about buying, and children who reacted', () => {
  it('a young teenager asking for a small size gets the check and a word about parents, no doctor, no sale', async () => {
    const draft = await draftOf(
      { content: '我读初二 钱不多 洁面有没有小支装的', platform: 'dy' },
      '氨基酸洁面乳',
    );
    expect(draft.text).toContain('氨基酸洁面乳');
    expect(draft.text).toMatch(/确认|问一下|核实/);
    expect(draft.text).toMatch(/爸妈|爸爸妈妈|家长|父母/);
    expect(draft.text).not.toMatch(/医生|小黄车|直播间|橱窗|囤/);
    expect(draft.flag).toBe('minor');
  });

  it('a parent whose small child reacted hears about the child and a paediatrician, not "tell your parents"', async () => {
    const draft = await draftOf({ content: '儿子四岁，偷偷抹了我的面霜，脸颊冒出一片红疹' }, '神经酰胺面霜');
    expect(draft.flag).toBe('reaction');
    expect(draft.text).toMatch(/别再|停用|先停/);
    expect(draft.text).toMatch(/儿科|医生/);
    expect(draft.text).toContain('私信');
    expect(draft.text).not.toMatch(/跟爸爸妈妈说|告诉家长|别一个人扛/);
  });

  it('a young teenager who reacted is told to stop and tell a parent, in words that fit any symptom', async () => {
    const draft = await draftOf({ content: '我十三岁 擦了防晒下巴冒出好多小疙瘩' }, '清透防晒乳 SPF50+');
    expect(draft.text).toMatch(/停用|别再/);
    expect(draft.text).toMatch(/爸爸妈妈|家长|爸妈/);
    expect(draft.text).not.toMatch(/红和烫/);
    // The doctor is said once, as the parent's part.
    expect(draft.text.match(/医生|医院|就医/g)?.length).toBe(1);
  });
});

describe('samples, offers and breastfeeding', () => {
  it('asking for a little to try before buying a full bottle is a sample question', async () => {
    const draft = await draftOf({ content: '想先讨一点洁面回去试试，怕整支用不完' }, '氨基酸洁面乳');
    expect(draft.text).toContain('氨基酸洁面乳');
    expect(draft.text).toMatch(/确认|问一下|核实|查一下/);
  });

  it('buying several named in its own clause is checked even when the price is asked twice', async () => {
    const draft = await draftOf({ content: '精华贵吗？打算给闺蜜也带三瓶，能不能优惠点' }, '积雪草修护精华');
    expect(draft.text).toMatch(/店铺|商品页/);
    expect(draft.text).toMatch(/确认|问一下|核实/);
  });

  it('a discount asked in one clause and a bundle named in another get one check, the discount one', async () => {
    const draft = await draftOf({ content: '洁面乳什么价位？打算囤两支，学生有折扣吗' }, '氨基酸洁面乳');
    expect(draft.text).toMatch(/确认|问一下|核实/);
    expect(draft.text).not.toMatch(/组合/);
  });

  it('a breastfeeding mother hears about breastfeeding and the product, not pregnancy', async () => {
    const draft = await draftOf({ content: '还在哺乳期，晚上起夜脸干得发紧，面霜能抹吗' }, '神经酰胺面霜');
    expect(draft.flag).toBe('pregnancy');
    expect(draft.text).toMatch(/哺乳|喂奶/);
    expect(draft.text).toContain('神经酰胺面霜');
    expect(draft.text).toContain('医生');
  });
});

describe('logistics: abroad, villages, one order', () => {
  it('shipping to a country abroad is checked', async () => {
    const draft = await draftOf({ content: '我在澳大利亚留学，能直接寄到这边吗' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/确认|问一下|核实/);
  });

  it('whether a courier reaches a village is checked', async () => {
    const draft = await draftOf({ content: '老家在山沟沟的村里，快递送得到吗' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/确认|问一下|核实/);
  });

  it('whether an own order has shipped asks for the order number; working in a warehouse is not a question', async () => {
    const draft = await draftOf(
      { content: '我在物流仓库上班 前天拍的那单发出去没有', platform: 'dy' },
      '神经酰胺面霜',
    );
    expect(draft.text).toContain('私信');
    expect(draft.text).toMatch(/订单号/);
    expect(draft.text).not.toMatch(/哪个仓/);
  });
});

describe('authenticity and comparisons', () => {
  it('asking which of two bottles is the genuine one is authenticity, not a comparison', async () => {
    const draft = await draftOf({ content: '网上旗舰店的和楼下超市的洁面，哪个是正品' }, '氨基酸洁面乳');
    expect(draft.text).toContain('私信');
    expect(draft.text).not.toMatch(/不好直接比|别家|侧重点/);
  });

  it('live room against a shop names the product', async () => {
    const draft = await draftOf({ content: '直播间的洁面跟商场柜台的是一个货吗' }, '氨基酸洁面乳');
    expect(draft.text).toContain('氨基酸洁面乳');
  });

  it('a bottle from a reseller gets an offer to check a photo and batch number', async () => {
    const draft = await draftOf({ content: '闲鱼上收的面霜，怎么看是不是正品' }, '神经酰胺面霜');
    expect(draft.text).toContain('私信');
    expect(draft.text).toMatch(/批号|照片/);
  });

  it('a comparison the knowledge cannot answer promises a check and attacks nobody', async () => {
    const draft = await draftOf({ content: '日本药妆店那种卸妆油跟你们家的比，哪个刺激小' }, '温和卸妆油');
    expect(draft.text).toContain('温和卸妆油');
    expect(draft.text).toMatch(/确认|问一下|核实|核对/);
    expect(draft.text).not.toMatch(/更好|智商税/);
  });

  it('another brand said to be cheaper is a comparison, not a price question', async () => {
    const draft = await draftOf(
      { content: '别家的面霜便宜一些 你们这个到底有啥区别', platform: 'dy' },
      '神经酰胺面霜',
    );
    expect(draft.text).not.toMatch(/优惠|福利/);
    expect(draft.text).toContain('神经酰胺面霜');
  });
});

describe('complaints name the problem and give one next step', () => {
  it('customer service that never answers gets an apology for the wait and a place to follow up, not an order-number request', async () => {
    const draft = await draftOf({ content: '在线客服等了一下午，发了几遍都没人回', clsType: 0 }, null);
    expect(draft.text).toMatch(/抱歉|不好意思/);
    expect(draft.text).toMatch(/跟进|回复/);
    expect(draft.text).not.toMatch(/订单号/);
  });

  it('a product that does not hold up gets an apology naming it and a check', async () => {
    const draft = await draftOf(
      { content: '这防晒中午就斑驳了，打个球出点汗全花', clsType: 0 },
      '清透防晒乳 SPF50+',
    );
    expect(draft.text).toMatch(/抱歉|不好意思/);
    expect(draft.text).toContain('清透防晒乳');
    expect(draft.text).toMatch(/核对|确认|反馈/);
  });
});

describe('the shipping row is quoted where shipping is asked', () => {
  it('an order a few days late hears the shipping promise without the remote-area clause', async () => {
    const draft = await draftOf({ content: '拍下三天了还不见发货，急死了', clsType: 0 }, '神经酰胺面霜');
    expect(draft.text).toContain('私信');
    expect(draft.text).not.toContain('偏远');
  });

  it('a remote buyer whose order is late still hears about remote areas', async () => {
    const draft = await draftOf({ content: '青海的，拍下三天了还没发货', clsType: 0 }, '神经酰胺面霜');
    expect(draft.text).toContain('私信');
  });

  it('how long to wait before sunscreen, asked beside other questions, is answered with a check', async () => {
    const draft = await draftOf({ content: '精华早晚都能用吗 用完隔多长时间才能抹防晒' });
    expect(draft.text).toMatch(/防晒/);
    expect(draft.text).toMatch(/确认|问一下|核实/);
  });

  it('a late order of a week does not get the shipping row (a named step drops it)', () => {
    const parts = composeCommentReply({
      text: '下单快两个礼拜了还没发货',
      platform: 'xhs',
      policy: 'complaint',
      signals: {
        questions: ['logistics'],
        sensitive: null,
        troll: false,
        provokes: false,
        praise: false,
        mention: false,
        greeting: null,
        asks: false,
      },
      knowledge: [{ question: '多久发货', answer: '下单后两天内发出', product: null }],
      hasProduct: false,
    });
    expect(parts.flat().join('')).not.toContain('两天内发出');
  });
});
