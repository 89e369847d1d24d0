import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { namedProducts } from '../namedProducts';
import { demoDraftOf, demoReplyContext } from './demoReplyContext';

/**
 * Session 15, round 4: the failure kinds read on set F (a development set from now on), each checked on new
 * sentences written for these tests (none of F's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());
const CHECK = /确认|核实|问一下|查一下|核对|跟进/;

/** Every draft a comment gets over `times` regenerates (each offers the next different one). */
const regenerated = async (comment: Parameters<typeof draftOf>[0], productName: string | null, times = 8) => {
  const engine = createTemplateReplyEngine();
  const drafts: string[] = [];
  let previousDraft: string | undefined;
  for (let at = 0; at < times; at += 1) {
    const draft = await engine.draftCommentReply({
      ...demoReplyContext(comment, { productName }),
      ...(previousDraft === undefined ? {} : { previousDraft }),
    });
    drafts.push(draft.text);
    previousDraft = draft.text;
  }
  return drafts;
};

describe('words typed one at a time', () => {
  it('a price asked with a space between every word is still a price question', async () => {
    const draft = await draftOf({ content: '请问 这个 精华 多少 钱' });
    expect(draft.text).toMatch(/店铺|商品页/);
  });

  it('an order asked about word by word hears the shipping row and where to send the order number', async () => {
    const draft = await draftOf({ content: '我 昨天 下 的 单 精华 几天 能 到' });
    expect(draft.text).toContain('48小时');
    expect(draft.text).toMatch(/私信/);
  });
});

describe('live-room viewers, trolls and small talk', () => {
  it('a viewer who types 扣1 with a product question gets an answer, though the spam rule fired', async () => {
    const draft = await draftOf(
      { content: '主播 面霜有没有小样 扣1', platform: 'dy', spam: true },
      '神经酰胺面霜',
    );
    expect(draft.text).toMatch(/小样|试用/);
  });

  it('扣1 that recruits for a group job stays spam', async () => {
    const draft = await draftOf({ content: '扣1进群 兼职日结 有没有人', platform: 'dy', spam: true }, null);
    expect(draft.text).toBe('');
  });

  it('mocking the writer for filters, a cost of pennies or the buyers, or a row of clown emoji gets no draft', async () => {
    for (const content of ['这博主滤镜开满了吧 还好意思带货', '成本也就几毛钱 谁买谁冤', '🤮🤡🤡'])
      expect((await draftOf({ content }, null)).text).toBe('');
  });

  it('a sleepless night gets a word of care, nothing sold', async () => {
    const draft = await draftOf({ content: '又失眠了睡不着，随便刷刷' }, null);
    expect(draft.text).toMatch(/辛苦|休息|照顾/);
    expect(draft.text).not.toMatch(/下单|小黄车|店铺/);
  });

  it('a milestone told with praise is congratulated', async () => {
    const draft = await draftOf({ content: '毕业典礼上好多人夸我皮肤好，谢谢精华', clsType: 2 });
    expect(draft.text).toContain('恭喜');
  });
});

describe('sensitive topics', () => {
  it('a clinic procedure (皮秒) is a medical topic: flagged, sent to the doctor', async () => {
    const draft = await draftOf({ content: '昨天刚打完皮秒，脸还有点红，能抹精华吗' });
    expect(draft.flag).toBeTruthy();
    expect(draft.text).toMatch(/医生/);
  });

  it('a child whose face went red and who keeps scratching after an adult product: stop, and 私信', async () => {
    const draft = await draftOf({ content: '给女儿抹了我的面霜，脸上红红的一直挠' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/停|别再|先别|不要再/);
    expect(draft.text).toContain('私信');
  });

  it('pregnancy care under a product names the product, not a general row', async () => {
    const draft = await draftOf({ content: '怀孕四个月了，面霜还能接着用吗' }, '神经酰胺面霜');
    expect(draft.text).toContain('神经酰胺面霜');
    expect(draft.text).toMatch(/医生/);
  });
});

describe('price, logistics, authenticity', () => {
  it('a price and a student discount asked in English point to the shop and promise a check', async () => {
    const draft = await draftOf(
      { content: 'how much is the cream? any discount for students' },
      '神经酰胺面霜',
    );
    expect(draft.text).toMatch(/店铺|商品页/);
    expect(draft.text).toMatch(CHECK);
  });

  it('an activity asked beside the price is checked, not promised', async () => {
    const draft = await draftOf({ content: '精华现在多少钱，最近有没有什么活动' });
    expect(draft.text).toMatch(CHECK);
  });

  it('a bundle asked about without a product still points to the prices and checks the offer', async () => {
    const draft = await draftOf({ content: '精华跟面霜一起买能不能便宜？' }, null);
    expect(draft.text).toMatch(/店铺|商品页/);
    expect(draft.text).toMatch(CHECK);
  });

  it('a delivery point that is not a home (a site dormitory) gets a check', async () => {
    const draft = await draftOf({ content: '收货地址是工地宿舍，快递能送进去吗' }, null);
    expect(draft.text).toMatch(CHECK);
  });

  it('a bottle bought in a shop that is not ours, asked 正货, gets 私信 the batch number', async () => {
    const draft = await draftOf({ content: '药店里看到的面霜是正货吗' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/批号/);
    expect(draft.text).toContain('私信');
  });

  it('a convenience store against the flagship shop is another channel, checked by batch number', async () => {
    const draft = await draftOf({ content: '便利店买的防晒和旗舰店的一样吗' }, '清透防晒乳 SPF50+');
    expect(draft.text).toMatch(/批号/);
  });
});

describe('complaints', () => {
  it('a promised gift that never came: apology, 私信 the order number', async () => {
    const draft = await draftOf(
      { content: '直播时说下单就送赠品，包裹拆开赠品压根没有，这算什么？', clsType: 0, platform: 'dy' },
      null,
    );
    expect(draft.text).toMatch(/抱歉/);
    expect(draft.text).toContain('订单号');
  });

  it('a tube that will not squeeze out: apology and 反馈 naming the product, no order number asked', async () => {
    const draft = await draftOf(
      { content: '洁面的管子太难挤了，这设计太不合理', clsType: 0 },
      '氨基酸洁面乳',
    );
    expect(draft.text).toContain('反馈');
    expect(draft.text).toContain('氨基酸洁面乳');
    expect(draft.text).not.toContain('私信');
  });

  it('asking whether there is a sample is not a missing-gift complaint', async () => {
    const draft = await draftOf({ content: '有没有小样，想先试试再说', clsType: 0 }, '神经酰胺面霜');
    expect(draft.text).not.toContain('订单号');
  });
});

describe('questions read by meaning', () => {
  it('whether a cream feels heavy (腻) on oily skin is checked, not assumed', async () => {
    const draft = await draftOf({ content: '油皮夏天用面霜会不会很腻' }, '神经酰胺面霜');
    expect(draft.text).toMatch(CHECK);
  });

  it('a comparison on one trait gets our merit and a check of that trait', async () => {
    const draft = await draftOf({ content: '你家防晒跟某大牌的比哪个更防汗' }, '清透防晒乳 SPF50+');
    expect(draft.text).toMatch(CHECK);
  });

  it('sunscreen or cream first, under no product: sunscreen named, last', async () => {
    const draft = await draftOf({ content: '洗完脸先擦面霜还是先擦防晒' }, null);
    expect(draft.text).toMatch(/防晒/);
    expect(draft.text).toMatch(/最后/);
  });
});

describe('order of cleansing, lasting symptoms, repeats and variety', () => {
  it('cleansing oil or cleanser first, asked without a product: oil first, then the cleanser', async () => {
    const draft = await draftOf({ content: '洗面奶跟卸妆油哪个先上？' }, null);
    expect(draft.text).toMatch(/卸妆油/);
    expect(draft.text).toMatch(/洁面/);
  });

  it('a skin question that tells of an itch that will not go gets a dermatologist line', async () => {
    const draft = await draftOf(
      { content: '退休以后皮肤又薄又干还老是痒，这个面霜我能用吗' },
      '神经酰胺面霜',
    );
    expect(draft.text).toMatch(/医生|皮肤科/);
  });

  it('no draft for a slow reply promises to follow up twice', async () => {
    const drafts = await regenerated({ content: '找客服一整天了都不回', clsType: 0 }, null, 24);
    for (const text of drafts) expect((text.match(/跟进/g) ?? []).length).toBeLessThanOrEqual(1);
  });

  it('a common question offers at least five different drafts on regenerate', async () => {
    for (const [content, product] of [
      ['面霜一瓶什么价', '神经酰胺面霜'],
      ['下单以后多久发货', null],
      ['敏感肌能不能用', '积雪草修护精华'],
    ] as const)
      expect(new Set(await regenerated({ content }, product)).size).toBeGreaterThanOrEqual(5);
  });
});

describe('products a comment names by category', () => {
  const OWN = ['积雪草修护精华', '神经酰胺面霜', '氨基酸洁面乳', '温和卸妆油', '清透防晒乳 SPF50+'];

  it('finds own products by the categories a comment names, in its order; a shared category names none', () => {
    expect(namedProducts('洗面奶和防晒能一起寄吗', OWN)).toEqual(['氨基酸洁面乳', '清透防晒乳 SPF50+']);
    expect(namedProducts('两款精华哪个好', [...OWN, '烟酰胺精华'])).toEqual([]);
  });

  it('a comment filed under no product hears the products it names by their display names', async () => {
    const engine = createTemplateReplyEngine();
    const draft = await engine.draftCommentReply(
      demoReplyContext(
        { content: '孕晚期了，面霜和防晒现在还能用吗' },
        { productName: null, productNames: OWN },
      ),
    );
    expect(draft.text).toContain('神经酰胺面霜');
    expect(draft.text).toContain('清透防晒乳');
    expect(draft.text).toMatch(/医生/);
  });
});

describe('details the knowledge does not hold are checked', () => {
  it('how long a bottle keeps once opened', async () => {
    const draft = await draftOf({ content: '面霜拆开以后放多久就不能用了？' }, '神经酰胺面霜');
    expect(draft.text).toMatch(CHECK);
    expect(draft.text).toMatch(/开封/);
  });

  it('whether it may go in hand luggage on a plane', async () => {
    const draft = await draftOf({ content: '下周出差坐飞机，精华能随身带过安检吗' });
    expect(draft.text).toMatch(CHECK);
    expect(draft.text).toMatch(/航司|容量|规格/);
  });

  it('whether the oil takes off heavy stage make-up', async () => {
    const draft = await draftOf({ content: '演出完的舞台妆卸妆油能卸掉吗' }, '温和卸妆油');
    expect(draft.text).toMatch(CHECK);
    expect(draft.text).toMatch(/浓妆|妆重/);
  });

  it('a live-room price and link number: the price in 小黄车, the link number checked', async () => {
    const draft = await draftOf({ content: '精华今天直播价多少 是第几个链接', platform: 'dy' });
    expect(draft.text).toMatch(/小黄车/);
    expect(draft.text).toMatch(/链接/);
    expect(draft.text).toMatch(CHECK);
  });
});

describe('spaces between clauses', () => {
  it('clauses parted by spaces are not joined into words they do not say (卸妆 + 油皮 is no 卸妆油)', async () => {
    const draft = await draftOf({ content: '户外用的防晒要不要卸妆 油皮涂了闷不闷' }, '清透防晒乳 SPF50+');
    expect(draft.text).not.toMatch(/乳化/);
  });
});
