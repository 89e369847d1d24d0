import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import type { CommentReplyContext } from '../replyEngine';
import { demoReplyContext } from './demoReplyContext';

/**
 * Session 14, round 2: the failure kinds read on set D (a development set from now on), each checked on new
 * sentences written for these tests (none of D's wording).
 */
const engine = createTemplateReplyEngine();
const draftOf = (
  comment: Partial<CommentReplyContext['comment']> & { content: string },
  productName: string | null = '积雪草修护精华',
) => engine.draftCommentReply(demoReplyContext(comment, { productName }));

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
