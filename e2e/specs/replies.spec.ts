import type { Page } from '@playwright/test';
import {
  expect,
  type Locale,
  requestToken,
  settled,
  signIn,
  snap,
  test,
  useLocale,
} from '../support/fixtures';
import type { SpecTeam } from '../support/specTeam';
import { useTheme } from '../support/useTheme';

const COMMENTS = '/publication-maintenance/comment-maintenance';

type Row = {
  id: number;
  platform: string;
  content: string;
  cls_type: number | null;
  brand: { id: number } | null;
  product: { id: number } | null;
  reply_text: string;
};

const BASED_ON = { 'zh-CN': /参考了 .+ 的回复/, 'en-US': /Based on a reply by .+/ } as const;
const FLAG = { 'zh-CN': '需人工把关 · 不良反应', 'en-US': 'Needs a person · Reaction' } as const;
/** A reaction the demo data reports in these words (demo/commentKinds.ts). */
const REACTION = '用了第二天就过敏了';

/**
 * Two comments with the same text under one note about a demo product (so the note is tracked and the comments
 * get the same platform, product and label), sent by a crawler through the ingest API. Returns them as listed.
 */
const ingestTwin = async (page: Page, team: SpecTeam, locale: Locale): Promise<[Row, Row]> => {
  const admin = await requestToken(page, team.admin);
  const created = await page.request.post('/api/admin/api-keys', {
    headers: { authorization: `Bearer ${admin}` },
    data: { name: `replies-e2e-${locale}-${Date.now()}` },
  });
  const key = ((await created.json()) as { data: { key: string } }).data.key;
  const headers = { 'x-api-key': key };
  const now = String(Date.now());
  const noteId = `replies-e2e-${locale}-${now}`;
  const content = `神经酰胺面霜多少钱呀，想入 ${locale}-${now.slice(-5)}`;
  const note = {
    note_id: noteId,
    type: 'normal',
    title: '神经酰胺面霜测评',
    desc: '',
    time: now,
    liked_count: '1',
  };
  expect((await page.request.post('/api/ingest/notes', { headers, data: { items: [note] } })).ok()).toBe(
    true,
  );
  const items = [1, 2].map((n) => ({
    comment_id: `${noteId}-c${n}`,
    note_id: noteId,
    content,
    create_time: now,
    like_count: '0',
    parent_comment_id: '0',
    last_modify_ts: now,
  }));
  const ingested = await page.request.post('/api/ingest/comments', {
    headers,
    data: { items },
    timeout: 120_000,
  });
  expect(ingested.ok()).toBe(true);
  const token = await requestToken(page, team.worker);
  const listed = (await (
    await page.request.get('/api/track/content-comments', {
      headers: { authorization: `Bearer ${token}` },
      params: { q: content },
    })
  ).json()) as { data: { items: Row[] } };
  expect(listed.data.items.length, 'both comments listed').toBe(2);
  return [listed.data.items[0] as Row, listed.data.items[1] as Row];
};

/**
 * "Based on a reply by …" in the inbox: staff edit the draft of one comment, and a comment with the same text
 * (same platform, product and label — the demo data repeats its phrasings) gets that reply first, marked with
 * who wrote it, in the reply cell.
 */
for (const [locale, theme] of [
  ['zh-CN', 'light'],
  ['en-US', 'dark'],
] as const satisfies readonly [Locale, 'light' | 'dark'][]) {
  test(`a draft based on a staff reply says whose (${locale}, ${theme})`, async ({ page, team }) => {
    await useLocale(page, locale);
    await useTheme(page, theme);
    const token = await signIn(page, team.worker, COMMENTS);
    const headers = { authorization: `Bearer ${token}` };
    const [first, second] = await ingestTwin(page, team, locale);

    const staffReply =
      locale === 'zh-CN'
        ? '价格以店铺商品页为准，最近有满减活动～'
        : '价格看店铺商品页，有活动会在首页公告～';
    expect(
      (await page.request.post('/api/track/gen-reply', { headers, data: { comment_id: first!.id } })).ok(),
    ).toBe(true);
    expect(
      (
        await page.request.post('/api/track/staff-edit-comment-reply', {
          headers,
          data: { comment_id: first!.id, reply_text: staffReply },
        })
      ).ok(),
    ).toBe(true);
    const generated = (await (
      await page.request.post('/api/track/gen-reply', { headers, data: { comment_id: second!.id } })
    ).json()) as { data: { reply_text: string; reply_based_on: string } };
    expect(generated.data.reply_text).toBe(staffReply);
    expect(generated.data.reply_based_on).not.toBe('');

    await page.goto(`${COMMENTS}?q=${encodeURIComponent(second!.content)}&has_reply=true`);
    await settled(page);
    const basedOn = page.getByText(BASED_ON[locale]).first();
    await basedOn.scrollIntoViewIfNeeded();
    await expect(basedOn).toBeVisible();
    await expect(page.getByText(staffReply).first()).toBeVisible();
    await snap(page, `replies-based-on-${locale}-${theme}`);

    // A reported reaction on the brand's own note: the draft is flagged for a person, and the reply cell says so.
    const tenant = (await (await page.request.get('/api/user/tenant', { headers })).json()) as {
      data: { brand_list: { id: number; is_own: boolean }[] };
    };
    const own = new Set(tenant.data.brand_list.filter((brand) => brand.is_own).map((brand) => brand.id));
    const reactions = (await (
      await page.request.get('/api/track/content-comments', {
        headers,
        params: { q: REACTION, has_reply: 'false', page_size: 50 },
      })
    ).json()) as { data: { items: Row[] } };
    const reaction = reactions.data.items.find((row) => row.brand && own.has(row.brand.id));
    expect(reaction, 'a demo comment reporting a reaction on an own note').toBeTruthy();
    const flagged = (await (
      await page.request.post('/api/track/gen-reply', { headers, data: { comment_id: reaction!.id } })
    ).json()) as { data: { reply_flag: string } };
    expect(flagged.data.reply_flag).toBe('reaction');
    await page.goto(`${COMMENTS}?q=${encodeURIComponent(REACTION)}&has_reply=true`);
    await settled(page);
    const flag = page.getByText(FLAG[locale]).first();
    await flag.scrollIntoViewIfNeeded();
    await expect(flag).toBeVisible();
    await snap(page, `replies-flag-${locale}-${theme}`);
  });
}
