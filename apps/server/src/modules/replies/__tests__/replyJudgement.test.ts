import { describe, expect, it } from 'vitest';
import { readComment } from '../commentSignals';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import type { CommentReplyContext } from '../replyEngine';
import { demoReplyContext } from './demoReplyContext';

/**
 * Session 14: the failure kinds read on reference set C, each checked on new sentences written for these tests
 * (none of C's wording): reactions and children, order of use, traditional characters in knowledge retrieval,
 * questions asked without a question mark, complaints with a concrete next step, and small talk.
 */
const engine = createTemplateReplyEngine();
const contextOf = (
  comment: Partial<CommentReplyContext['comment']> & { content: string },
  productName: string | null = '积雪草修护精华',
  previousDraft?: string,
): CommentReplyContext =>
  demoReplyContext(comment, { productName, ...(previousDraft === undefined ? {} : { previousDraft }) });

const draftOf = (
  comment: Partial<CommentReplyContext['comment']> & { content: string },
  productName: string | null = '积雪草修护精华',
) => engine.draftCommentReply(contextOf(comment, productName));

/** The first draft and the next few regenerates. */
const draftsOf = async (
  comment: Partial<CommentReplyContext['comment']> & { content: string },
  productName: string | null = '积雪草修护精华',
  count = 4,
): Promise<string[]> => {
  const drafts: string[] = [];
  for (let step = 0; step < count; step += 1) {
    const draft = await engine.draftCommentReply(contextOf(comment, productName, drafts.at(-1)));
    drafts.push(draft.text);
  }
  return drafts;
};

describe('reactions and children: care, a doctor, a person flagged', () => {
  it('a reaction told at length (the symptom far from 用了) is still a reaction', async () => {
    const draft = await draftOf({
      content: '用了你们家精华 第二天早上起来发现下巴和脸颊冒出一片小红点还有点痒',
      clsType: 0,
    });
    expect(draft.flag).toBe('reaction');
    expect(draft.text).toMatch(/停用/);
    expect(draft.text).toContain('医生');
    expect(draft.text).not.toMatch(/下单|链接|店铺/);
  });

  it('eyes that hurt and water after sunscreen: a reaction with a doctor named, even under a positive label', async () => {
    const draft = await draftOf({ content: '涂完防晒眼睛好痛 一直流眼泪', clsType: 2 }, '清透防晒乳 SPF50+');
    expect(draft.flag).toBe('reaction');
    expect(draft.text).toContain('停用');
    expect(draft.text).toContain('医生');
  });

  it('a grown-up asking for a child: the child’s doctor and a check, not advice to the child to tell its parents', async () => {
    const draft = await draftOf(
      { content: '外孙女今年6岁 夏天要去海边 这个防晒她能涂吗' },
      '清透防晒乳 SPF50+',
    );
    expect(draft.flag).toBe('minor');
    expect(draft.text).toContain('医生');
    expect(draft.text).toMatch(/确认|核实/);
    expect(draft.text).not.toMatch(/长身体|跟爸爸妈妈说|小黄车|店铺|下单/);
  });
});

describe('what is asked, read without a question mark', () => {
  it('"那么" is not a question: praise stays praise', async () => {
    const draft = await draftOf(
      { content: '坚持用了三个月 脸没那么干了 谢谢你们', clsType: 2 },
      '神经酰胺面霜',
    );
    expect(draft.text).toMatch(/谢谢|感谢/);
    expect(draft.text).not.toMatch(/确认|抱歉/);
  });

  it('"行不行" asks; a man asking whether a product suits him gets that product’s own knowledge', async () => {
    const draft = await draftOf(
      { content: '天天跑工地的大老爷们 脸上干到掉皮 用这个面霜行不行' },
      '神经酰胺面霜',
    );
    expect(draft.text).toContain('神经酰胺面霜');
    expect(draft.text).toMatch(/锁住水分|保湿/);
    expect(draft.text).not.toMatch(/抱歉|不好意思/);
  });

  it('new question cues do not turn praise into a question (用得不错, 谁用谁知道)', () => {
    expect(readComment('这瓶面霜我用得不错 冬天离不开').asks).toBe(false);
    expect(readComment('谁用谁知道 这个洁面绝了').asks).toBe(false);
    expect(readComment('这瓶面霜干皮用得不').asks).toBe(true);
  });

  it('English and Cantonese question words: sample, shipping to a far region', () => {
    expect(readComment('想问两件事 有没有sample送 寄不寄台湾').questions).toEqual(
      expect.arrayContaining(['sample', 'logistics']),
    );
    expect(readComment('呢支精华有冇得寄去澳門').questions).toContain('logistics');
  });

  it('a comparison in other words (二选一, difference) is answered on our product’s merits', async () => {
    for (const content of [
      '另一家的修护精华和你们这个二选一 怎么选',
      '这个精华和我现在用的那瓶 difference 在哪',
    ]) {
      const draft = await draftOf({ content });
      expect(draft.text).toContain('积雪草修护精华');
      expect(draft.text).toMatch(/无香精|无酒精|敏感肌/);
    }
  });
});

describe('order of use and knowledge by meaning', () => {
  it('"谁先谁后" is an order question answered from knowledge, even under a negative label', async () => {
    const draft = await draftOf({ content: '面霜跟精华谁先谁后 老是记不住', clsType: 0 }, null);
    expect(draft.text).toContain('先用积雪草修护精华');
    expect(draft.text).toContain('吸收');
    expect(draft.text).not.toMatch(/抱歉|不好意思/);
  });

  it('a question in traditional characters finds its knowledge row', async () => {
    const draft = await draftOf({ content: '防曬要用卸妝油卸嗎 還是洗臉就行' }, '清透防晒乳 SPF50+');
    expect(draft.text).toContain('氨基酸洁面');
    expect(draft.text).toContain('不需要');
  });

  it('acids and retinol: every variant says to use them apart, and a kind asked twice is not answered twice', async () => {
    for (const text of await draftsOf({ content: '晚上用了水杨酸 还能接着抹精华吗' }))
      expect(text).toContain('分开');
    const twice = await draftOf({ content: 'A醇那几天 面霜是A醇之前涂还是A醇之后涂' }, '神经酰胺面霜');
    expect(twice.text.match(/分开/g)?.length).toBe(1);
  });

  it('reapplying sunscreen and whether it feels heavy on oily skin: the team checks, no claim', async () => {
    const reapply = await draftOf({ content: '出汗以后要多久补一次防晒' }, '清透防晒乳 SPF50+');
    expect(reapply.text).toContain('清透防晒乳');
    expect(reapply.text).toMatch(/确认|核实/);
    const greasy = await draftOf({ content: '大油皮涂这个会不会闷' }, '清透防晒乳 SPF50+');
    expect(greasy.text).toMatch(/确认|核实/);
    expect(greasy.text).not.toMatch(/不会闷|不油/);
  });
});

describe('samples, ingredients, shipping and authenticity say what they do not know', () => {
  it('a request for a small size names the product and promises a check', async () => {
    const draft = await draftOf({ content: '洁面能不能出小支的 旅行带着方便', clsType: 0 }, '氨基酸洁面乳');
    expect(draft.text).toContain('氨基酸洁面乳');
    expect(draft.text).toMatch(/确认|核实/);
  });

  it('an ingredient question the knowledge cannot answer names the product in every variant', async () => {
    const drafts = await draftsOf({ content: '防晒里面是化学的那种吗' }, '清透防晒乳 SPF50+');
    for (const text of drafts) {
      expect(text).toContain('清透防晒乳');
      expect(text).toMatch(/确认|核实/);
    }
  });

  it('which courier, and a delivery note: the team checks', async () => {
    expect((await draftOf({ content: '你们一般走啥快递啊' }, null)).text).toMatch(/确认|核实/);
    expect((await draftOf({ content: '快递能帮忙放楼下快递柜吗 备注写了怕没人看' }, null)).text).toMatch(
      /确认|核实/,
    );
  });

  it('whether the store and the live room sell the same stock is checked, not asserted', async () => {
    for (const platform of ['xhs', 'dy'] as const) {
      const draft = await draftOf({ content: '店里卖的和直播间卖的是同一批吗', platform }, null);
      expect(draft.text).toMatch(/确认|核实|核对/);
      expect(draft.text).not.toMatch(/(?<!不)是一样的|都是同一批/);
    }
  });
});

describe('complaints get an apology and a concrete next step; trolls and small talk', () => {
  it('skin that feels tight after washing: an apology and a question about skin type and use', async () => {
    const draft = await draftOf(
      { content: '用了这个洁面脸干得发紧 一点都不温和', clsType: 0 },
      '氨基酸洁面乳',
    );
    expect(draft.text).toMatch(/抱歉|不好意思/);
    expect(draft.text).toMatch(/肤质|用法/);
  });

  it('an item missing from the parcel: 私信 with the order number', async () => {
    const draft = await draftOf({ content: '活动页写着买一送一 到手只有一支', clsType: 0 }, '神经酰胺面霜');
    expect(draft.text).toContain('私信');
    expect(draft.text).toContain('订单号');
  });

  it('an item near its expiry date is a package problem (私信 the order), not a question about running out', async () => {
    const draft = await draftOf({ content: '刚收到的面霜翻过来一看快过期了', clsType: 0 }, '神经酰胺面霜');
    expect(draft.text).toContain('私信');
    expect(draft.text).toContain('订单号');
    const slow = await draftOf(
      { content: '卸妆油出个小容量吧 一大瓶用到过期也用不完', clsType: 0 },
      '温和卸妆油',
    );
    expect(slow.text).not.toContain('订单号');
  });

  it('a code that does not verify: 私信 a photo, the team checks', async () => {
    const draft = await draftOf({ content: '瓶底的防伪码刮开输进去显示查无此码', clsType: 0 });
    expect(draft.text).toContain('私信');
    expect(draft.text).toMatch(/核实|核对|确认/);
  });

  it('a taunt about men using skincare gets no draft', async () => {
    const draft = await draftOf({ content: '男的还护肤 娘炮吧', clsType: 1 }, null);
    expect(draft.text).toBe('');
  });

  it('small talk after a long shift is met with a kind word, not a greeting template', async () => {
    const draft = await draftOf({ content: '凌晨三点才收工 顺手刷到你们', clsType: 100 }, null);
    expect(draft.text).toContain('辛苦');
  });
});

describe('more ways of asking, read on the engineer’s own probe comments', () => {
  it('night feeds are breastfeeding: a doctor, flagged, no sale', async () => {
    const draft = await draftOf({ content: '夜里还要亲喂 这个面霜能擦吗' }, '神经酰胺面霜');
    expect(draft.flag).toBe('pregnancy');
    expect(draft.text).toContain('医生');
    expect(draft.text).not.toMatch(/店铺|下单|链接/);
  });

  it('how long to wait between steps, and whether a cream is for the morning, are order questions', async () => {
    expect((await draftOf({ content: '精华抹完要隔多久才能上面霜' }, null)).text).toContain('吸收');
    expect((await draftOf({ content: '面霜白天用可以吗', platform: 'dy' }, '神经酰胺面霜')).text).toContain(
      '早晚',
    );
  });

  it('"含不含" asks, even under a negative label: an ingredient check, not an apology', async () => {
    const draft = await draftOf({ content: '洁面乳含不含皂基 我皮肤薄', clsType: 0 }, '氨基酸洁面乳');
    expect(draft.text).toMatch(/确认|核实/);
    expect(draft.text).not.toMatch(/抱歉|不好意思/);
  });

  it('a return the complaint step answers gets no unrelated "we will check"', async () => {
    const draft = await draftOf(
      { content: '退货怎么弄 还没拆封', clsType: 0, platform: 'dy' },
      '神经酰胺面霜',
    );
    expect(draft.text).toContain('售后');
    expect(draft.text).not.toMatch(/发货时间|确认一下，确认后在这里/);
  });

  it('stock sold in a friend’s feed is another channel: buy from the official one, no promise it is genuine', async () => {
    const draft = await draftOf({ content: '朋友圈里有人卖你们的面霜 是正品吗' }, '神经酰胺面霜');
    expect(draft.text).toContain('官方渠道');
    expect(draft.text).not.toMatch(/就是正品|都是正品/);
  });

  it('right after an acid peel, a retinoid-style answer: use them apart', async () => {
    const draft = await draftOf({ content: '刷完酸的当晚能不能接着涂精华' });
    expect(draft.text).toContain('分开');
  });

  it('reapply in English and contact lenses said short (戴隐形)', async () => {
    const reapply = await draftOf(
      { content: 'do I need to reapply 这个防晒 出门一整天' },
      '清透防晒乳 SPF50+',
    );
    expect(reapply.text).toMatch(/确认|核实/);
    expect(reapply.text).toContain('补涂');
    const lens = await draftOf({ content: '戴隐形的时候能用卸妆油卸眼妆吗' }, '温和卸妆油');
    expect(lens.text).toContain('摘下');
  });

  it('a sting like needles, red bumps after a patch test, spots after sunscreen: reactions; a question about spots is not', async () => {
    for (const content of [
      '抹完精华脸上像针扎 要不要洗掉',
      '在手腕上试了一下 第二天起了一片红疙瘩',
      '用完面霜下巴冒了好几颗痘 怎么回事',
    ]) {
      const draft = await draftOf({ content, clsType: 0 });
      expect(draft.flag).toBe('reaction');
      expect(draft.text).toContain('停用');
      expect(draft.text).not.toContain('你说不适');
    }
    expect((await draftOf({ content: '油皮用了会不会爆痘啊' })).flag).toBeUndefined();
  });

  it('a wound or something swallowed is for a doctor; an allergy to an ingredient is an ingredient question', async () => {
    for (const content of ['手上烫伤刚结痂 面霜能抹吗', '小心把防晒吃进嘴里了 要紧吗']) {
      const draft = await draftOf({ content }, '神经酰胺面霜');
      expect(draft.flag).toBe('medical');
      expect(draft.text).toContain('医生');
    }
    const allergy = await draftOf({ content: '本人对椰子油过敏 卸妆油里面用了吗', clsType: 0 }, '温和卸妆油');
    expect(allergy.text).toContain('温和卸妆油');
    expect(allergy.text).toMatch(/确认|核实/);
  });

  it('"what does it actually do" is answered with the product’s own knowledge and no claim, even under a negative label', async () => {
    const draft = await draftOf({ content: '这个精华主要是干嘛用的 别整虚的', clsType: 0 });
    expect(draft.text).toMatch(/无香精|无酒精/);
    expect(draft.text).not.toMatch(/抱歉|不好意思|修复|治疗/);
    const unknown = await draftOf({ content: '洁面有啥作用啊' }, '氨基酸洁面乳');
    expect(unknown.text).toContain('氨基酸洁面乳');
    expect(unknown.text).toContain('肤质');
  });

  it('what comes free with an order is a gift question: the live room / 小黄车 and a check', async () => {
    const draft = await draftOf({ content: '下单面霜有赠品不 送啥', platform: 'dy' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/小黄车|直播间/);
    expect(draft.text).toMatch(/确认|核实/);
  });

  it('a second pregnancy told by the husband, isotretinoin, sunscreen sprayed into the eyes: all for a person', async () => {
    const pregnant = await draftOf(
      { content: '媳妇怀了二胎 还能接着抹这个面霜不', platform: 'dy' },
      '神经酰胺面霜',
    );
    expect(pregnant.flag).toBe('pregnancy');
    expect(pregnant.text).toContain('医生');
    const medicine = await draftOf({ content: '在吃异维A酸 嘴唇脸都干裂 精华能用吗' });
    expect(medicine.flag).toBe('medical');
    expect(medicine.text).toContain('医生');
    const eyes = await draftOf(
      { content: '喷防晒的时候溅到眼睛了 一直红', platform: 'dy' },
      '清透防晒乳 SPF50+',
    );
    expect(eyes.flag).toBe('reaction');
    expect(eyes.text).toContain('医生');
  });

  it('praise that asks about a promotion is answered, not only thanked', async () => {
    const draft = await draftOf({ content: '真的好用 最近有活动吗', clsType: 2 }, '神经酰胺面霜');
    expect(draft.text).toContain('店铺');
  });
});
