import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

/**
 * Session 14, round 2: the failure kinds read on set D (a development set from now on), each checked on new
 * sentences written for these tests (none of D's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

describe('a check or a doctor names the product asked about', () => {
  it('a question only the team can answer names the product in the promise to check', async () => {
    const draft = await draftOf({ content: '这瓶放冰箱里保存会不会更好？' }, '温和卸妆油');
    expect(draft.text).toContain('温和卸妆油');
    expect(draft.text).toMatch(/确认|核实/);
  });

  it('a treatment question names the product the doctor should be asked about', async () => {
    const draft = await draftOf({ content: '上周刚打完水光针，这几天能抹这个面霜吗' }, '神经酰胺面霜');
    expect(draft.flag).toBeTruthy();
    expect(draft.text).toContain('神经酰胺面霜');
    expect(draft.text).toContain('医生');
  });
});

describe('reactions come first, negations are not symptoms, a minor’s thanks is thanks', () => {
  it('a teenager whose skin burns after use: stop, tell a parent, a doctor', async () => {
    const draft = await draftOf({ content: '我今年13 擦了这个精华两边脸又红又烫 怎么办啊' });
    expect(draft.flag).toBe('reaction');
    expect(draft.text).toMatch(/停用/);
    expect(draft.text).toMatch(/爸爸妈妈|家长/);
    expect(draft.text).toContain('医生');
  });

  it('rash and bumps on the third day of use are a reaction, also when medication is mentioned', async () => {
    const a = await draftOf({ content: '抹这支精华第三天，脖子上出了一片红斑和小丘疹' });
    expect(a.flag).toBe('reaction');
    expect(a.text).toMatch(/停用/);
    const b = await draftOf({ content: '最近在口服抗生素，今天用了精华整张脸刺痛' });
    expect(b.flag).toBe('reaction');
    expect(b.text).toMatch(/停用/);
  });

  it('"not stinging" in praise is praise, not a reaction', async () => {
    const draft = await draftOf(
      { content: '一抹上去很滋润，完全不刺不痛，赞一个👍', clsType: 2 },
      '神经酰胺面霜',
    );
    expect(draft.flag).toBeFalsy();
    expect(draft.text).not.toMatch(/抱歉|停用|私信/);
    expect(draft.text).toMatch(/谢谢|感谢/);
  });

  it('a minor’s praise asking nothing gets thanks, no care template and no sale', async () => {
    const draft = await draftOf(
      { content: '高一学生，15岁，用这个洁面两周了，洗完很舒服', clsType: 2 },
      '氨基酸洁面乳',
    );
    expect(draft.text).toMatch(/谢谢|感谢/);
    expect(draft.text).not.toMatch(/爸爸妈妈|医生|下单|入手|囤|店铺|小黄车/);
  });
});

describe('trolls, prices and deliveries', () => {
  it('an accusation of paid posts gets no draft', async () => {
    const draft = await draftOf({ content: '一看就是花钱买的软文，底下都是托', clsType: 0 });
    expect(draft.text).toBe('');
  });

  it('a dialect price question (多钱) is a price question pointing to the store', async () => {
    const draft = await draftOf({ content: '这精华多钱一瓶呀', clsType: 1 }, '积雪草修护精华');
    expect(draft.text).toMatch(/店铺|商品页/);
  });

  it('a student discount or a gift wrap next to the price is checked, not ignored; two checks are not stacked', async () => {
    const a = await draftOf({ content: '面霜多少钱 学生党能便宜点不', platform: 'dy' }, '神经酰胺面霜');
    expect(a.text).toMatch(/确认|问一下|核实/);
    const b = await draftOf(
      { content: '洁面乳啥价格？想送朋友，能装个礼盒吗', platform: 'dy' },
      '氨基酸洁面乳',
    );
    expect(b.text).toMatch(/确认|问一下|核实/);
    const c = await draftOf({ content: '买三瓶能便宜点吗，多少钱一瓶', platform: 'dy' }, '神经酰胺面霜');
    expect(c.text.match(/运营/g)?.length).toBe(1);
  });

  it('an order a week late gets 私信 and a check, never the shipping promise it long missed', async () => {
    const a = await draftOf({ content: '拍下都九天了还没发货，到底啥时候发', clsType: 0 });
    expect(a.text).toMatch(/私信/);
    expect(a.text).toMatch(/查一下|核实|跟进/);
    expect(a.text).not.toMatch(/48小时|偏远/);
    const b = await draftOf({ content: '落咗單十日都未收到，好嬲', clsType: 0 });
    expect(b.text).toMatch(/抱歉|对不起/);
    expect(b.text).toMatch(/私信/);
    expect(b.text).not.toMatch(/48小时/);
  });

  it('how long a parcel takes to reach a far place is a logistics question answered by the shipping row', async () => {
    const draft = await draftOf({ content: '人在西藏日喀则，寄过来得几天？' }, '神经酰胺面霜');
    expect(draft.text).toContain('48小时');
  });
});

describe('more of what is asked: knowledge across products, checks for details the knowledge does not hold', () => {
  it('an order question naming three products gets the order row and puts sunscreen last', async () => {
    const draft = await draftOf({ content: '早上出门前 面霜 精华 防晒 这三样谁先谁后' }, null);
    expect(draft.text).toContain('吸收');
    expect(draft.text).toContain('积雪草修护精华');
    expect(draft.text).toMatch(/防晒.{0,12}最后/);
  });

  it('精華 and 禮拜 in traditional characters read as their simplified forms', async () => {
    const a = await draftOf({ content: '精華同面霜，邊個先搽？搽完可唔可以即刻搽防曬？' }, '神经酰胺面霜');
    expect(a.text).toContain('吸收');
    const b = await draftOf({ content: '買咗兩個禮拜仲未寄出，搞咩呀', clsType: 0 });
    expect(b.text).not.toMatch(/48小时/);
  });

  it('a concentration, a filing class or clinical data is checked even when a knowledge row answers the rest', async () => {
    const a = await draftOf({ content: '这支精华里积雪草提取物含量是多少？有无香精？' });
    expect(a.text).toContain('无香精');
    expect(a.text).toMatch(/确认|核实/);
    const b = await draftOf({ content: '湿疹刚好的人能用这个精华吗，你们做过临床试验没有' });
    expect(b.flag).toBeTruthy();
    expect(b.text).toMatch(/确认|核实/);
  });

  it('a courier the buyer needs is checked, not answered with the shipping time alone', async () => {
    const draft = await draftOf({ content: '快递用的是哪家 可以走京东吗' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/确认|核实|问一下/);
  });

  it('someone who always reacts to alcohol asks an ingredient question, not a reaction', async () => {
    const draft = await draftOf(
      { content: '我皮肤一擦酒精就泛红，这个防晒含不含酒精呀' },
      '清透防晒乳 SPF50+',
    );
    expect(draft.flag).toBeFalsy();
    expect(draft.text).toMatch(/确认|核实/);
    expect(draft.text).not.toMatch(/停用/);
  });

  it('a price drop after buying gets 私信 and a check, no promise of a refund of the difference', async () => {
    const draft = await draftOf(
      { content: '上周原价买的，今天一看降了四十，心塞', clsType: 0 },
      '神经酰胺面霜',
    );
    expect(draft.text).toMatch(/私信/);
    expect(draft.text).toMatch(/核实|确认|查一下/);
    expect(draft.text).not.toMatch(/退差价/);
  });

  it('a grandparent asking for a grandchild and for herself: her own question answered from knowledge too', async () => {
    const draft = await draftOf({ content: '我敏感肌能用这个精华吗？我外孙12岁也想用，可以吗？' });
    expect(draft.text).toContain('耳后');
    expect(draft.text).toContain('医生');
  });

  it('praise that reports what friends ask ("同事都问我用的什么") is thanked, not answered with a check', async () => {
    const draft = await draftOf(
      { content: '用了半个月皮肤透亮了，同事天天问我用的什么', clsType: 2 },
      '积雪草修护精华',
    );
    expect(draft.text).toMatch(/谢谢|感谢/);
    expect(draft.text).not.toMatch(/确认|核实/);
  });

  it('a passer-by who likes the video is thanked', async () => {
    const draft = await draftOf({ content: '第一次看你们的视频，拍得挺有意思' }, null);
    expect(draft.text).toMatch(/谢谢|感谢/);
  });

  it('a complaint that the usage is hard to read gets the usage from knowledge', async () => {
    const draft = await draftOf({ content: '盒子上的使用方法印得太浅了，根本看不见', clsType: 0 });
    expect(draft.text).toContain('洁面后');
  });
});
