import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

/**
 * Session 16, round 7: the failure kinds read on set I (a development set from now on), each checked on new
 * sentences written for these tests (none of I's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

/** The demo knowledge's order-of-use sentence (精华, then 面霜). */
const ORDER_SENTENCE = /等吸收后再用神经酰胺面霜/;

describe('the order-of-use sentence only where order or combining is asked', () => {
  it('a price question about the cream (and whether men can use it) does not get the order of use', async () => {
    const { text } = await draftOf(
      { content: '男朋友想买神经酰胺面霜 这个卖多少钱 男的能用吗' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/神经酰胺面霜/);
    expect(text).not.toMatch(ORDER_SENTENCE);
  });

  it('asked how the serum and cream go together, the order is still given', async () => {
    const { text } = await draftOf({ content: '精华跟面霜先抹哪个？' });
    expect(text).toMatch(ORDER_SENTENCE);
  });

  it('a wrong parcel hears the next step, not a product fact', async () => {
    const { text } = await draftOf(
      { content: '下单的是防晒 寄来一瓶面霜 这是怎么回事', clsType: 0 },
      '清透防晒乳 SPF50+',
    );
    expect(text).toMatch(/私信/);
    expect(text).not.toMatch(/不需要单独卸妆/);
  });
});

describe('complaints name the problem and give one concrete next step', () => {
  it('bottles that arrive half full are a complaint: apology, 私信, a photo, a check', async () => {
    const { text } = await draftOf(
      { content: '一次买了两支精华 有一支明显没装满 瓶子才到肩膀那里' },
      '积雪草修护精华',
    );
    expect(text).toMatch(/抱歉|对不起/);
    expect(text).toMatch(/私信/);
    expect(text).toMatch(/照片|批号/);
  });

  it('a pump that gives nothing beside slow service gets the pump handled, not only the service', async () => {
    const { text } = await draftOf(
      { content: '面霜还剩一大半 按压头突然压不出东西了 找客服也没人理', clsType: 0, negType: 'service' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/私信/);
    expect(text).toMatch(/照片|订单号/);
  });

  it('money spent (花了几百) is no makeup smearing', async () => {
    const { text } = await draftOf(
      { content: '花了三百多买的面霜 泵头用两天就坏了', clsType: 0 },
      '神经酰胺面霜',
    );
    expect(text).not.toMatch(/怎么涂|涂多少/);
  });

  it('skin left tight after a live-room promise: an apology, the product and a question on skin type or use', async () => {
    const { text } = await draftOf(
      {
        content: '主播讲得天花乱坠 说洗完水润 结果我脸绷得难受',
        clsType: 0,
        negType: 'effect',
        platform: 'dy',
      },
      '氨基酸洁面乳',
    );
    expect(text).toMatch(/抱歉|对不起/);
    expect(text).toMatch(/氨基酸洁面乳/);
    expect(text).toMatch(/肤质|用量|怎么用|用法/);
    expect(text).not.toMatch(/补发|换新/);
  });

  it('makeup left behind after removing: the product named and a promise to check the way to use it', async () => {
    const { text } = await draftOf(
      { content: '用卸妆油睫毛膏总有残留 是不是我用错了 该怎么卸', clsType: 0, negType: 'effect' },
      '温和卸妆油',
    );
    expect(text).toMatch(/温和卸妆油/);
    expect(text).toMatch(/确认|核实|核对/);
  });
});

describe('authenticity: where it came from and a batch check, no claim the knowledge lacks', () => {
  it('bought on a cross-border site: no 正品 promise, a batch and photo check by 私信', async () => {
    const { text } = await draftOf({ content: '虾皮上下单的卸妆油 瓶子上全是外文 这是真货吗' }, '温和卸妆油');
    expect(text).not.toMatch(/正品/);
    expect(text).toMatch(/私信/);
    expect(text).toMatch(/批号/);
  });

  it('a friend selling it cheap, asked about by a buyer, is no spam', async () => {
    const { text } = await draftOf(
      { content: '同事在朋友圈卖这个精华 比官方便宜好多 是正品吗', spam: true },
      '积雪草修护精华',
    );
    expect(text).toMatch(/私信/);
    expect(text).toMatch(/核实|核对|确认/);
  });

  it('a scanned code that shows earlier look-ups is checked, not apologised for', async () => {
    const { text } = await draftOf(
      { content: '刚扫了面霜盒子的二维码 说这个码查询过好几次了 会不会被人拆过', clsType: 0 },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/神经酰胺面霜/);
    expect(text).toMatch(/私信/);
    expect(text).toMatch(/核实|核对|确认/);
  });
});

describe('logistics from knowledge or a check, naming what was asked about', () => {
  it('an order placed in the live room and asked after names the product and offers a look by order number', async () => {
    const { text } = await draftOf(
      { content: '前天直播抢到的面霜 什么时候能发出来', platform: 'dy' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/神经酰胺面霜/);
    expect(text).toMatch(/订单号/);
  });

  it('a place written in traditional characters is named back', async () => {
    const { text } = await draftOf({ content: '寄去台灣大概要幾天呀' }, null);
    expect(text).toMatch(/台湾/);
  });

  it('an order past the shipping promise, asked about, is apologised for first', async () => {
    const { text } = await draftOf(
      { content: '付款四天了一直待发货 可以帮忙催催吗', clsType: 1 },
      '温和卸妆油',
    );
    expect(text).toMatch(/^[^。]*(?:抱歉|对不起)/);
    expect(text).toMatch(/订单号/);
  });
});

describe('praise thanked, naming what was praised', () => {
  it('praise for a clean removal is thanked and names it', async () => {
    const { text } = await draftOf(
      { content: '加班到半夜回来 卸妆油随便揉两下就卸干净了 爱了', clsType: 2 },
      '温和卸妆油',
    );
    expect(text).toMatch(/谢谢/);
    expect(text).toMatch(/干净/);
    expect(text).not.toMatch(/抱歉/);
  });

  it('praise for skin no longer tight after washing names it', async () => {
    const { text } = await draftOf(
      { content: '换了这个洗面奶 洗完终于不紧绷了 好评', clsType: 2 },
      '氨基酸洁面乳',
    );
    expect(text).toMatch(/谢谢/);
    expect(text).toMatch(/紧绷|不紧/);
  });

  it('a thanks told for a mother after birth is thanked, not answered with pregnancy care', async () => {
    const { text } = await draftOf(
      { content: '帮媳妇来夸一下 坐月子这段时间用面霜 她说脸不干了', clsType: 2 },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/谢谢/);
    expect(text).not.toMatch(/医生|孕期/);
  });

  it('a row of emoji is thanked', async () => {
    const { text } = await draftOf({ content: '🧴✨👏👏', clsType: 2, platform: 'dy' }, '温和卸妆油');
    expect(text).toMatch(/谢谢/);
  });
});

describe('care and ingredients read on I, in other words', () => {
  it('a known sting from alcohol in general is an ingredient question, not a reaction to us', async () => {
    const { text } = await draftOf({ content: '这个精华有酒精吗 我一抹含酒精的爽肤水就痒' });
    expect(text).toMatch(/无酒精/);
    expect(text).not.toMatch(/停用/);
  });

  it('a cream prescribed by a doctor makes a combining question one for that doctor', async () => {
    const { text } = await draftOf(
      { content: '医院的医生给我开了维A酸软膏 精华白天能接着用吗' },
      '积雪草修护精华',
    );
    expect(text).toMatch(/医生/);
    expect(text).not.toMatch(/皮肤的情况下/);
  });

  it('eczema on the hands and face with a prescribed ointment is a medical question, not a reaction', async () => {
    const { text } = await draftOf(
      { content: '胳膊上脸上长了湿疹 在擦医院开的药膏 面霜能不能一起抹' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/医生/);
    expect(text).toMatch(/神经酰胺面霜/);
    expect(text).not.toMatch(/停用|订单号/);
  });

  it('retinol kept apart from the serum is not called layering', async () => {
    const { text } = await draftOf({ content: '晚上要刷A醇 精华还能同一晚用吗' });
    expect(text).toMatch(/分开/);
    expect(text).not.toMatch(/叠加/);
  });
});

describe('trolls by meaning: mock praise, mock honours, the brand ridiculed by comparison', () => {
  it('the logo or copy compared with something shabby, asking nothing real, gets no draft', async () => {
    for (const content of ['这个品牌名字听着像路边奶茶店起的 包装也土', '你们文案跟机器翻译似的 看得我尴尬'])
      expect((await draftOf({ content, clsType: 0, negType: 'other' }, null)).text, content).toBe('');
  });

  it('a comparison with a schoolchild is no minor asking', async () => {
    const { text, flag } = await draftOf({ content: '包装设计得像小学生手工课作业', clsType: 0 }, null);
    expect(text).not.toMatch(/爸爸妈妈|家长/);
    expect(flag ?? null).not.toBe('minor');
  });

  it('mock praise ending in 呢 and a mock honour get no draft', async () => {
    for (const content of ['你们的评论区可真是一片祥和呢～全是好评呢～', '这么灵的精华 建议直接申遗算了'])
      expect((await draftOf({ content, clsType: 0, negType: 'blogger' }, null)).text, content).toBe('');
  });

  it('a texture compared with water, in praise, is answered', async () => {
    const { text } = await draftOf({ content: '质地像水一样 一抹就吸收了 好喜欢', clsType: 2 });
    expect(text).not.toBe('');
  });
});

describe('small talk from someone at work', () => {
  it('a rider waiting for orders hears 辛苦, not a bare thanks', async () => {
    const { text } = await draftOf({ content: '在商场门口等单 顺手看会儿直播', platform: 'dy' }, null);
    expect(text).toMatch(/辛苦/);
  });
});
