import { NO_REPLY_NOTES } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { readComment } from '../commentSignals';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf, demoReplyContext } from './demoReplyContext';

const engine = createTemplateReplyEngine();
const draftOf = demoDraftOf(engine);

/**
 * Session 19, read off the first run of reference set P (comments sampled from imported crawls): a reaction told
 * day by day with no "用了", or ending in "退了" (sent back, not "went away"), was answered with a bare apology; a
 * gift "拆开就是碎的" got no parcel apology; a question after a procedure ("第几天能用") got the shipping row.
 * New sentences written for these tests.
 */
describe('crawl comments (set P, first run)', () => {
  it('a reaction told by the day, with no use verb, is a reaction: stop, a doctor', async () => {
    expect(readComment('到第三天开始起红疹 我还以为是排毒 硬撑了两天').sensitive).toBe('reaction');
    const { text } = await draftOf(
      { content: '到第三天开始起红疹 我还以为是排毒 硬撑了两天', clsType: 0, negType: 'adaptation' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/停/);
    expect(text).toMatch(/医生|就医|皮肤科/);
  });

  it('闭口 … 退了 (sent back) is still a reaction; 闭口退了 (went away) is not', () => {
    expect(readComment('精华抹了五天 额头全是闭口 已经退了').sensitive).toBe('reaction');
    expect(readComment('精华抹了五天 额头闭口退了好多').sensitive).toBeNull();
  });

  it('a present that arrived broken gets the parcel apology and a next step', async () => {
    const { text } = await draftOf(
      { content: '买来送闺蜜的 打开盒子瓶子全是碎的 太丢人了', clsType: 0, negType: 'service' },
      '积雪草修护精华',
    );
    expect(text).toMatch(/破损|压坏|碎/);
    expect(text).toMatch(/订单号/);
  });

  it('a care reply after a procedure carries no shipping line nobody asked for', async () => {
    const { text } = await draftOf(
      { content: '刚做完光子嫩肤 第几天能涂精华呀', clsType: 1 },
      '积雪草修护精华',
    );
    expect(text).toMatch(/医生/);
    expect(text).not.toMatch(/发货|物流|快递/);
  });

  it("a question about the blogger's own things (你的跑鞋是什么型号) under her note is hers; ours is still answered", async () => {
    const underBloggerNote = (content: string) =>
      engine.draftCommentReply({
        ...demoReplyContext({ content, clsType: 100 }, { productName: null }),
        noteIsOwn: false,
      });
    const hers = await underBloggerNote('想问下你的登山包是什么牌子');
    expect(hers.text).toBe('');
    expect(hers.note).toContain(NO_REPLY_NOTES.bloggerAsked);
    const ours = await underBloggerNote('博主用的面霜是什么牌子');
    expect(ours.note ?? '').not.toContain(NO_REPLY_NOTES.bloggerAsked);
  });

  it('an emoji alone under a blogger’s note is no message to us; under our own note it is thanked', async () => {
    const under = (noteIsOwn: boolean) =>
      engine.draftCommentReply({
        ...demoReplyContext({ content: '🥰🥰', clsType: 2 }, { productName: '神经酰胺面霜' }),
        noteIsOwn,
      });
    const blogger = await under(false);
    expect(blogger.text).toBe('');
    expect(blogger.note).toContain(NO_REPLY_NOTES.chatter);
    expect((await under(true)).text).not.toBe('');
  });

  it('a compliment to a pregnant blogger under her note asks us nothing: no care reply, no draft', async () => {
    const draft = await engine.draftCommentReply({
      ...demoReplyContext(
        { content: '怀孕八个月了还这么会拍 状态真好', clsType: 100 },
        { productName: null },
      ),
      noteIsOwn: false,
    });
    expect(draft.text).toBe('');
    expect(draft.note).toContain(NO_REPLY_NOTES.chatter);
  });

  it('combining with a prescribed medicine named (能和他克莫司一起用吗) gets the check with research, no 叠加', async () => {
    const { text } = await draftOf(
      { content: '皮肤科开了他克莫司 能跟精华一起用吗', clsType: 1 },
      '积雪草修护精华',
    );
    expect(text).toMatch(/医生/);
    expect(text).toMatch(/相互影响|研发/);
    expect(text).not.toContain('叠加');
  });
});
