import { describe, expect, it } from 'vitest';
import { readComment } from '../commentSignals';
import { composeCommentReply } from '../composeCommentReply';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { withoutRepeats } from '../registerVoice';
import { REPLY_PHRASES } from '../replyPhrases';
import { demoDraftOf, demoReplyContext } from './demoReplyContext';

/**
 * Session 17, round 8: what an operations lead still edits in drafts of the development sets (a stock phrase
 * around a full answer, a sentence that answers nothing asked, a complaint that does not name the product), each
 * checked on new sentences written for these tests (no set's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

describe('no stock opening or closing around an answer that already says enough', () => {
  /** The stock lines an editor deletes first around a full answer. */
  const STOCK = [...REPLY_PHRASES.open.answer, ...(REPLY_PHRASES.close.answer ?? [])].filter(Boolean);
  const stockIn = (text: string) => STOCK.filter((line) => text.includes(line));

  it('a full answer goes out first without a stock opening or closing', async () => {
    for (const [content, product] of [
      ['精华里有没有加酒精呀 浓度方便说吗', '积雪草修护精华'],
      ['隔天晚上要用A醇 精华放它前面还是后面', '积雪草修护精华'],
      ['寄到新疆阿勒泰能发吗 运费大概多少', null],
    ] as const) {
      const { text } = await draftOf({ content }, product);
      expect(stockIn(text)).toEqual([]);
    }
  });

  it('a regenerate still offers other drafts of the same full answer', async () => {
    const engine = createTemplateReplyEngine();
    const seen = new Set<string>();
    let previous: string | undefined;
    for (let round = 0; round < 5; round += 1) {
      const draft = await engine.draftCommentReply({
        ...demoReplyContext({ content: '敏感肌用这个精华会不会刺痛' }),
        previousDraft: previous,
      });
      seen.add(draft.text);
      previous = draft.text;
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it('a medical question answered at length keeps the warm opening; its closing may go', () => {
    const parts = composeCommentReply({
      text: '在做激光治疗 精华这段时间还能用吗',
      platform: 'xhs',
      policy: 'sensitive',
      signals: readComment('在做激光治疗 精华这段时间还能用吗'),
      knowledge: [],
      hasProduct: true,
    });
    expect(parts[0]!.some((variant) => variant !== '')).toBe(true);
    expect(parts.at(-1)).toContain('');
  });
});

describe('logistics: what the parcel question needs, nothing it does not', () => {
  it('a delivery fee asked with a remote place is answered, not only the shipping promise', async () => {
    const { text } = await draftOf({ content: '寄到西藏林芝能发吗 运费大概多少' }, null);
    expect(text).toMatch(/48小时/);
    expect(text).toMatch(/运费|邮费/);
  });

  it('stock and a live-room event asked beside a link are each checked', async () => {
    const { text } = await draftOf(
      { content: '面霜是几号链接 现在有现货吗 抽奖什么时候开始', platform: 'dy' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/有没有货|库存/);
    expect(text).toMatch(/主播/);
    expect(text).toMatch(/确认|核对|问一下/);
  });

  it('a parcel already on its way and stuck hears a check by order number, not the promise to ship', async () => {
    const { text } = await draftOf({ content: '买的面霜物流信息三天没更新了 是不是丢了' }, '神经酰胺面霜');
    expect(text).toMatch(/订单号/);
    expect(text).not.toMatch(/48小时/);
  });

  it('asked whether two items ship together: a check with the warehouse, no order-of-use sentence', async () => {
    const { text } = await draftOf(
      { content: '下午拍了洁面和卸妆油 能不能一起发 我不想收两次快递', platform: 'dy' },
      null,
    );
    expect(text).toMatch(/包裹|合并|一起/);
    expect(text).toMatch(/确认|核实/);
    expect(text).not.toMatch(/哪一步|先用|等吸收/);
  });
});

describe('complaints name the product and the problem', () => {
  it('a promise from the product page not kept, with a return asked: the product named, the return step given', async () => {
    const { text } = await draftOf(
      { content: '详情页写着清爽不粘 我抹上去黏糊糊一整天 这个怎么退', clsType: 0, negType: 'effect' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/神经酰胺面霜/);
    expect(text).toMatch(/抱歉/);
    expect(text).toMatch(/售后|订单/);
  });

  it('pilling under a product gets a tip that names the product', async () => {
    const { text } = await draftOf({ content: '这个面霜一抹就起白色小渣渣 搓泥太严重了' }, '神经酰胺面霜');
    expect(text).toMatch(/神经酰胺面霜/);
    expect(text).toMatch(/吸收|用量/);
  });
});

describe('a skin-type question the knowledge cannot answer gets a check, not only a tip', () => {
  it('acne-prone skin asking about the cleanser hears that it will be checked', async () => {
    const { text } = await draftOf({ content: '痘痘肌能用这款洁面乳吗 想换个温和的' }, '氨基酸洁面乳');
    expect(text).toMatch(/痘痘肌/);
    expect(text).toMatch(/确认|核实/);
  });

  it('pilling asked beside a skin type gets the pilling tip and no second promise to check', async () => {
    const { text } = await draftOf({ content: '干皮用这个面霜会搓泥吗' }, '神经酰胺面霜');
    expect(text).toMatch(/吸收/);
    expect(text).not.toMatch(/确认|核实/);
  });

  it('"会不会很油" on combination skin is read as a question about greasiness', async () => {
    const { text } = await draftOf({ content: '混油皮 夏天用这个防晒会不会很油啊' }, '清透防晒乳 SPF50+');
    expect(text).toMatch(/闷|油/);
    expect(text).toMatch(/确认|核实/);
  });
});

describe('trolls by meaning: faked numbers, nobody-would-buy contempt, chants; grounded comments answered', () => {
  it('numbers or reviews called bought, with nothing used, get no draft', async () => {
    for (const content of ['直播间人气都是刷出来的 别信', '这些好评全是代写 懂得都懂'])
      expect((await draftOf({ content, clsType: 0, negType: 'marketing' }, null)).text, content).toBe('');
  });

  it('"would anyone buy this" contempt gets no draft', async () => {
    const { text } = await draftOf({ content: '真有人会买这种东西吗 反正我身边没有', clsType: 0 }, null);
    expect(text).toBe('');
  });

  it('a chant is no praise because a label says positive', async () => {
    const { text } = await draftOf({ content: '差评差评差评差评', clsType: 2 }, null);
    expect(text).toBe('');
  });

  it('a reaction days after use, said with scorn, is still a reaction', async () => {
    const { text, flag } = await draftOf(
      { content: '抹了你们面霜三天后下巴全是红点 还好意思说温和', clsType: 0 },
      '神经酰胺面霜',
    );
    expect(text).not.toBe('');
    expect(flag).toBeTruthy();
  });

  it('doubt about reviews beside a purchase of one’s own plan, or a bottle given by a friend, is answered', async () => {
    for (const content of [
      '听说好评有代写的 我还是先买个小瓶试试',
      '朋友送我的这瓶和你们官网图不一样 你们看看',
    ])
      expect((await draftOf({ content, clsType: 0, negType: 'marketing' })).text, content).not.toBe('');
  });
});

describe('a draft points to where to look once', () => {
  it('a one-clause sentence that only points again to the same place is dropped', () => {
    const text = withoutRepeats(
      '洁面乳的到手价在小黄车里就能看到，活动以直播间为准～几号链接我们问一下场控。在小黄车里能找到洁面乳～',
    );
    expect(text.match(/小黄车/g)).toHaveLength(1);
    expect(text).toContain('场控');
  });

  it('a sentence pointing to another place, or saying more, stays', () => {
    const text = withoutRepeats('价格在店铺商品页能看到～在直播间也能找到它～');
    expect(text).toContain('直播间');
  });
});
