import { NO_REPLY_NOTES } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { readComment } from '../commentSignals';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf, demoReplyContext } from './demoReplyContext';

const engine = createTemplateReplyEngine();
const draftOf = demoDraftOf(engine);

/**
 * Session 20, round 15: what drafts on imported crawls (crawl-h, read by the team lead) still got wrong. New sentences
 * written for these tests; each fails before its change.
 */
describe('reply drafts, round 15', () => {
  it('a complaint about the print or the lid is about the packaging: an apology and the team, no skin talk', async () => {
    for (const content of [
      '说明书上的字小得跟芝麻一样 我爸眯着眼也认不出哪瓶是乳液',
      '这罐的盖子也太紧了吧 手上有护手霜根本拧不动',
    ]) {
      const { text } = await draftOf({ content, clsType: 0, negType: 'product' }, '神经酰胺面霜');
      expect(text).toMatch(/包装/);
      expect(text).toMatch(/抱歉/);
      expect(text).not.toMatch(/肤质|肤感|试用|医生/);
    }
  });

  it('a packaging complaint that mentions a pregnancy stays about the packaging, still flagged for a person', async () => {
    const draft = await draftOf(
      { content: '怀孕七个月了弯腰都难 这个瓶盖拧半天 就不能做成按压的吗', clsType: 0, negType: 'product' },
      '神经酰胺面霜',
    );
    expect(draft.text).toMatch(/包装/);
    expect(draft.text).not.toMatch(/医生/);
    expect(draft.flag).toBe('pregnancy');
  });

  it('能不能 in a plea to everyone (大家…能不能对小哥好一点) asks us nothing', async () => {
    const plea = '暴雨天还在楼下等单的骑手 大家催单的时候能不能多体谅一下';
    expect(readComment(plea).asks).toBe(false);
    const underBlogger = await engine.draftCommentReply({
      ...demoReplyContext({ content: plea, clsType: 100 }, { productName: null }),
      noteIsOwn: false,
    });
    expect(underBlogger.text).toBe('');
    expect(underBlogger.note).toContain(NO_REPLY_NOTES.chatter);
    // Asked of us, 能不能 is still a question.
    expect(readComment('下单的时候能不能帮我备注放驿站').asks).toBe(true);
  });

  it('a range asked beside a small size (有中老年款吗 或者小瓶的) gets both answered', async () => {
    expect(readComment('有没有学生款 或者迷你装').questions).toEqual(
      expect.arrayContaining(['range', 'sample']),
    );
    const { text } = await draftOf({ content: '有没有学生款 或者迷你装', clsType: 1 }, '温和卸妆油');
    expect(text).toMatch(/学生款/);
    expect(text).toMatch(/小样|旅行装|试用/);
  });

  it('a changed formula is its own complaint: what changed is asked and passed on as told', async () => {
    const { text } = await draftOf(
      { content: '老用户了 这批好像改配方了 涂完没以前水润', clsType: 0, negType: 'product' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/以前|变/);
    expect(text).toMatch(/产品团队/);
    expect(text).toMatch(/[？?]/);
    expect(text).not.toMatch(/跟进到底/);
  });

  it('a brand that is not ours named bare (not tracked by the tenant) gets no apology', async () => {
    const { text } = await draftOf(
      { content: '理肤泉那瓶用了半罐 鼻翼还是起皮 白买', clsType: 0, negType: 'product' },
      '神经酰胺面霜',
    );
    expect(text).not.toMatch(/抱歉|不好意思/);
    const bare = await draftOf(
      { content: '薇诺娜用了一整罐 下巴照样爆皮', clsType: 0, negType: 'product' },
      '神经酰胺面霜',
    );
    expect(bare.text).not.toMatch(/抱歉|不好意思/);
    // Ours weighed against it stays a complaint.
    const weighed = await draftOf(
      { content: '比薇诺娜贵一倍 用着还不如它', clsType: 0, negType: 'product' },
      '神经酰胺面霜',
    );
    expect(weighed.text).toMatch(/抱歉|不好意思/);
  });

  it('卸不动 (will not come off) is no order stuck; 油乎乎 on the face is no leaked parcel; a dropper too short is the design', async () => {
    const stuck = await draftOf(
      { content: '防水睫毛膏根本卸不动 棉签擦了好几回', clsType: 0, negType: 'product' },
      '温和卸妆油',
    );
    expect(stuck.text).not.toMatch(/订单号|进度|久等|等这么久/);
    const oily = await draftOf(
      { content: '冲完水手上还是油乎乎的 乳化太慢', clsType: 0, negType: 'product' },
      '温和卸妆油',
    );
    expect(oily.text).not.toMatch(/漏|订单号|换新/);
    const dropper = await draftOf(
      { content: '这支精华的滴管够不到底 最后那点怎么都吸不出', clsType: 0, negType: 'product' },
      '积雪草修护精华',
    );
    expect(dropper.text).toMatch(/设计/);
    expect(dropper.text).not.toMatch(/订单号|换新|补发/);
  });
});
