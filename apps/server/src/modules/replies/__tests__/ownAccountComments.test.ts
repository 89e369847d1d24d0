import { NO_REPLY_NOTES } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestApp, type EmptyTestApp } from '../../../testing/testApp';
import { bloggerNotes, draftUnder } from './bloggerNotes';

// Session 20, round 15 (the lead's reading of crawl-h drafts): staff answers a crawl carries (官方回复：…) and comments
// by the brand's own account were drafted as if a customer wrote them. New sentences; the tenant's accounts are
// "lx 小红书" / "lx 抖音", its own brand "lx 自有品牌" (newTrackingSetup).
describe("a comment by the brand's own account gets no draft", () => {
  let t: EmptyTestApp;
  let worker: string;
  let ownNote: number;

  beforeAll(async () => {
    t = await createEmptyTestApp();
    ({ worker, ownNote } = await bloggerNotes(t, {
      tenant: '岚溪',
      slug: 'lx',
      bloggerTitle: '露营第三晚的护肤',
      ownTitle: '年末囤货清单',
    }));
  });
  afterAll(() => t.close());

  const draftBy = async (nickname: string, content: string, clsType = 100) =>
    (await draftUnder(t, worker, ownNote, { content, cls_type: clsType, user_nickname: nickname })).draft;

  it("the tenant's own account answering: no draft, the advice says why", async () => {
    const draft = await draftBy('lx 小红书', '赠品会跟正装一起寄出的 放心等就好～');
    expect(draft.reply_text).toBe('');
    expect(draft.note).toContain(NO_REPLY_NOTES.ownAccount);
  });

  it('a nickname with our brand name and an official word is ours; a fan naming the brand is a customer', async () => {
    const official = await draftBy('自有品牌官方客服', '周末下单的周一统一发出哈');
    expect(official.note).toContain(NO_REPLY_NOTES.ownAccount);
    const fan = await draftBy('天天用自有品牌', '周末下单的什么时候发出呀', 1);
    expect(fan.reply_text).not.toBe('');
  });

  it('a staff answer recorded in a crawl (官方回复：…) under any nickname: no draft', async () => {
    const draft = await draftBy('路人甲77', '官方回复：亲 小样在赠品栏里可以选哦');
    expect(draft.reply_text).toBe('');
    expect(draft.note).toContain(NO_REPLY_NOTES.ownAccount);
  });
});
