import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf, demoReplyContext } from './demoReplyContext';

/**
 * Session 15, round 5: the failure kinds read on set G (a development set from now on), each checked on new
 * sentences written for these tests (none of G's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

/** Every draft a comment gets over `times` regenerates (each offers the next different one). */
const regenerated = async (content: string, productName: string, times = 6): Promise<string[]> => {
  const engine = createTemplateReplyEngine();
  const drafts: string[] = [];
  for (let at = 0; at < times; at += 1) {
    const previous = drafts.at(-1);
    const context = demoReplyContext({ content, platform: 'dy' }, { productName });
    drafts.push(
      (
        await engine.draftCommentReply(
          previous === undefined ? context : { ...context, previousDraft: previous },
        )
      ).text,
    );
  }
  return drafts;
};

describe('trolls read by how they are built', () => {
  it('mockery of the writer, a rival said to crush us, contempt with a sneer or conspiracy talk gets no draft', async () => {
    for (const content of [
      '博主怕不是没念过书吧 写的啥玩意 哈哈哈哈',
      '就这也好意思叫修护精华？呵呵 🤡',
      '笑死 这防晒谁买谁后悔 主播别吹了',
      '别家的精华甩你们几条街 还在这吹呢',
      '你们背后就是资本在操控 全网都被洗脑了',
    ])
      expect((await draftOf({ content }, null)).text, content).toBe('');
  });

  it('a sharp complaint that names a problem is answered, however mocking its words', async () => {
    for (const content of ['客服是不是脑子进水了 三天不回消息 呵呵', '笑死 泵头按不出来 这设计谁想的 哈哈哈'])
      expect((await draftOf({ content, clsType: 0 }, null)).text, content).toMatch(/抱歉/);
  });

  it('laughter beside a real question is a question', async () => {
    const draft = await draftOf({ content: '哈哈哈 主播这面霜多少钱呀' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/店铺|商品页/);
  });
});

describe('complaints name the problem and one next step', () => {
  it('a wrong item delivered gets an apology for the mix-up and a request for the order number and a photo', async () => {
    for (const content of [
      '下单的是防晒乳 寄来的却是面霜 我还等着出门用',
      '明明拍了卸妆油，到手的竟然是精华',
    ]) {
      const { text } = await draftOf({ content }, null);
      for (const part of [/发错/, /私信/, /订单号/, /照片/]) expect(text, content).toMatch(part);
    }
  });

  it('an order that arrived one bottle short is a complaint whatever its label: apology and the order number', async () => {
    const draft = await draftOf(
      { content: '帮我妈拍的两瓶卸妆油 快递里漏发了一瓶', clsType: 1, contentType: 'purchase_intention' },
      '温和卸妆油',
    );
    expect(draft.text).toMatch(/抱歉|不好意思/);
    expect(draft.text).toMatch(/订单号/);
  });

  it('asking whether a sample or gift comes with an order is no missing item', async () => {
    const draft = await draftOf({ content: '现在下单有没有小样送呀', clsType: 1 }, '温和卸妆油');
    expect(draft.text).not.toMatch(/抱歉|不好意思/);
  });

  it('sunscreen that goes on white in patches is a product that does not hold up: named, with a check on use', async () => {
    const draft = await draftOf(
      { content: '防晒抹完脸上一块一块发白 出门都不好意思', clsType: 0 },
      '清透防晒乳 SPF50+',
    );
    expect(draft.text).toContain('清透防晒乳');
    expect(draft.text).toMatch(/怎么用|怎么涂/);
  });

  it('skin still flaking after a week of the cream asks about skin type and use, not a generic note', async () => {
    const draft = await draftOf({ content: '面霜用了一周还是起皮 什么玩意儿', clsType: 0 }, '神经酰胺面霜');
    expect(draft.text).toMatch(/肤质/);
  });
});

describe('samples and medication', () => {
  it('a young person who wants a trial size, with no question mark, hears a check and a word about parents', async () => {
    const draft = await draftOf({ content: '我今年初二 想要一个面霜的试用装 零花钱不多' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/确认|问一下|核实/);
    expect(draft.text).toMatch(/爸爸妈妈|家长|父母/);
    expect(draft.flag).not.toBeNull();
  });

  it('an age told beside a sample request is no skin-type question: a young person still hears the check', async () => {
    const draft = await draftOf({ content: '我14岁 想领个卸妆油的小样' }, '温和卸妆油');
    expect(draft.text).toMatch(/确认|问一下|核实/);
    expect(draft.text).toContain('温和卸妆油');
  });

  it('an antibiotic named by its drug name (…环素, …霉素) is a medical topic: the doctor, flagged', async () => {
    for (const content of ['最近在吃四环素 精华还能接着抹吗', '医生给开了克林霉素凝胶 面霜能一起擦吗']) {
      const draft = await draftOf({ content }, '神经酰胺面霜');
      expect(draft.text, content).toMatch(/医生/);
      expect(draft.flag, content).not.toBeNull();
    }
  });
});

describe('skin-type questions', () => {
  it('a man who names his skin type hears both that men can use it and how to try it on that skin', async () => {
    const draft = await draftOf({ content: '男士 混干皮 冬天用这款面霜行吗' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/男生/);
    expect(draft.text).toMatch(/耳后|小块|试/);
  });

  it('skin described instead of named (thin, red veins) is a skin-type question answered with a patch test', async () => {
    const draft = await draftOf({ content: '我这种皮薄还有红血丝的 精华能抹吗' });
    expect(draft.text).toMatch(/耳后|小块|试/);
  });

  it('thin skin told beside a sample request is context, not a second question', async () => {
    const draft = await draftOf({ content: '皮薄 想先要点精华的小样试试看' });
    expect(draft.text).not.toMatch(/耳后|小块/);
  });
});

describe('questions answered by a check or a general fact', () => {
  const CHECK = /确认|核实|问一下|查一下|核对|跟进/;

  it('a wholesale price is a check with the channel team, never the shop page', async () => {
    const draft = await draftOf({ content: '开美妆店的 精华批发多少钱一箱' });
    expect(draft.text).toMatch(CHECK);
    expect(draft.text).not.toMatch(/店铺|商品页/);
  });

  it('whether sweat carrying sunscreen into the eyes would sting is a question, not a reaction', async () => {
    const draft = await draftOf({ content: '爬山一天 汗会不会把防晒冲进眼睛里 辣不辣' }, '清透防晒乳 SPF50+');
    expect(draft.text).not.toMatch(/停用/);
    expect(draft.text).toMatch(CHECK);
  });

  it('an eye that did sting after sunscreen is still a reaction', async () => {
    const draft = await draftOf({ content: '抹完防晒眼睛辣不辣的 今天流泪了' }, '清透防晒乳 SPF50+');
    expect(draft.text).toMatch(/停用/);
  });

  it('praise beside a question is thanked before the answer', async () => {
    const draft = await draftOf(
      { content: '这面霜真心好用 回购第三瓶了 请问保质期多久', clsType: 2 },
      '神经酰胺面霜',
    );
    expect(draft.text).toMatch(/喜欢|分享|认可|反馈|夸/);
    expect(draft.text).toMatch(CHECK);
  });

  it('sunscreen on a rainy or cloudy day gets the general answer that UV is still there', async () => {
    const draft = await draftOf({ content: '防晒下雨天也要涂吗 在室内上班呢' }, '清透防晒乳 SPF50+');
    expect(draft.text).toMatch(/紫外线/);
  });

  it('a live-room link number is promised with a check word in every regenerated draft', async () => {
    for (const text of await regenerated('主播 面霜几号链接 多少钱呀', '神经酰胺面霜'))
      expect(text).toMatch(CHECK);
  });
});

describe('pregnancy and delivery', () => {
  it('someone after birth asking only about delivery hears the delivery answer and a check, flagged, no care row', async () => {
    const draft = await draftOf({ content: '刚生完宝宝在月子中心 快递能送到家门口吗 要几天' }, null);
    expect(draft.text).toMatch(/确认|核实|问一下/);
    expect(draft.text).not.toMatch(/孕期|医生/);
    expect(draft.flag).toBe('pregnancy');
  });

  it('pregnant and asking whether the product can be used beside delivery still hears the doctor', async () => {
    const draft = await draftOf({ content: '怀孕了 这精华能用吗 多久发货' });
    expect(draft.text).toMatch(/医生/);
  });
});
