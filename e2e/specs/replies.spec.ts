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
import { ingestComments } from '../support/ingestComments';
import { newApiKey } from '../support/newApiKey';
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
const UI = {
  'zh-CN': { generate: '生成', regenerate: '重新生成', edit: '编辑', save: '保存', saved: '回复已保存' },
  'en-US': {
    generate: 'Generate',
    regenerate: 'Regenerate',
    edit: 'Edit',
    save: 'Save',
    saved: 'Reply saved',
  },
} as const;
const FLAGGED_TAB = { 'zh-CN': '需人工处理', 'en-US': 'Needs a person' } as const;
const FLAG_PREFIX = { 'zh-CN': /^需人工把关 · /, 'en-US': /^Needs a person · / } as const;
const FLAG = { 'zh-CN': '需人工把关 · 不良反应', 'en-US': 'Needs a person · Reaction' } as const;
/** A reaction the demo data reports in these words (demo/commentKinds.ts). */
const REACTION = '用了第二天就过敏了';

/**
 * Two comments with the same text under one note about a demo product (so the note is tracked and the comments
 * get the same platform, product and label), sent by a crawler through the ingest API. Returns them as listed.
 */
const ingestTwin = async (page: Page, team: SpecTeam, locale: Locale): Promise<[Row, Row]> => {
  const key = await newApiKey(page, team, `replies-e2e-${locale}-${Date.now()}`);
  const now = String(Date.now());
  const noteId = `replies-e2e-${locale}-${now}`;
  const content = `神经酰胺面霜多少钱呀，想入 ${locale}-${now.slice(-5)}`;
  await ingestComments(
    page.request,
    key,
    { id: noteId, title: '神经酰胺面霜测评' },
    [1, 2].map((n) => ({ id: `${noteId}-c${n}`, content })),
  );
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
  ['zh-CN', 'dark'],
  ['en-US', 'light'],
] as const satisfies readonly [Locale, 'light' | 'dark'][]) {
  test(`a draft based on a staff reply says whose (${locale}, ${theme})`, async ({ page, team }) => {
    // Many steps through the UI and the API on a shared, often loaded machine: a budget, not a timing.
    test.setTimeout(180_000);
    await useLocale(page, locale);
    await useTheme(page, theme);
    const token = await signIn(page, team.worker, COMMENTS);
    const headers = { authorization: `Bearer ${token}` };
    const [first, second] = await ingestTwin(page, team, locale);

    const staffReply =
      locale === 'zh-CN'
        ? '价格以店铺商品页为准，最近有满减活动～'
        : '价格看店铺商品页，有活动会在首页公告～';
    // In the inbox as staff work: draft the first twin, edit that draft in the editor and save it.
    await page.goto(`${COMMENTS}?q=${encodeURIComponent(first!.content)}`);
    await settled(page);
    const rows = page.locator('.comment-page .comment-table tbody tr.arco-table-tr');
    await expect(rows).toHaveCount(2);
    const firstRow = rows.nth(0);
    await firstRow.getByRole('button', { name: UI[locale].generate, exact: true }).click();
    await expect(firstRow.getByRole('button', { name: UI[locale].regenerate })).toBeVisible();
    await firstRow.getByRole('button', { name: UI[locale].edit, exact: true }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('textbox').fill(staffReply);
    await editor.getByRole('button', { name: UI[locale].save, exact: true }).click();
    await expect(page.getByText(UI[locale].saved).first()).toBeVisible();
    await expect(editor).toBeHidden();

    // The other twin's next draft follows the edit, and says whose reply it is based on.
    const secondRow = rows.nth(1);
    await secondRow.getByRole('button', { name: UI[locale].generate, exact: true }).click();
    await expect(secondRow.getByText(staffReply)).toBeVisible();
    const basedOn = secondRow.getByText(BASED_ON[locale]);
    await basedOn.scrollIntoViewIfNeeded();
    await expect(basedOn).toBeVisible();
    const listed = (await (
      await page.request.get('/api/track/content-comments', {
        headers,
        params: { q: second!.content, has_reply: 'true' },
      })
    ).json()) as {
      data: { items: { reply_text: string; reply_based_on: { user: { name: string } | null } | null }[] };
    };
    const answered = listed.data.items.filter((row) => row.reply_based_on !== null);
    expect(answered).toHaveLength(1);
    expect(answered[0]!.reply_text).toBe(staffReply);
    // Named as the user is named now (the row stores who, not a name).
    await expect(basedOn).toContainText(answered[0]!.reply_based_on!.user!.name);
    await snap(page, `replies-based-on-${locale}-${theme}`);

    // A reported reaction on the brand's own note: the draft is flagged for a person, and the reply cell says so.
    const tenant = (await (await page.request.get('/api/user/tenant', { headers })).json()) as {
      data: { brand_list: { id: number; is_own: boolean }[] };
    };
    const own = new Set(tenant.data.brand_list.filter((brand) => brand.is_own).map((brand) => brand.id));
    const reactions = (await (
      await page.request.get('/api/track/content-comments', {
        headers,
        params: { q: REACTION, page_size: 50 },
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

    // The "needs a person" quick tab: its count is the flagged rows', and it lists only those.
    await page.goto(COMMENTS);
    await settled(page);
    const flaggedTotal = (await (
      await page.request.get('/api/track/content-comments', {
        headers,
        params: { flagged: 'true', page_size: 1 },
      })
    ).json()) as { data: { total: number } };
    expect(flaggedTotal.data.total).toBeGreaterThan(0);
    const toggle = page.getByTestId('flagged-toggle');
    await expect(toggle).toContainText(FLAGGED_TAB[locale]);
    await expect(page.getByTestId('flagged-count')).toHaveText(String(flaggedTotal.data.total));
    await toggle.click();
    await expect(page).toHaveURL(/[?&]flagged=true/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await settled(page);
    const listedRows = page.locator('.comment-page .comment-table tbody tr.arco-table-tr');
    await expect(listedRows.first().getByText(FLAG_PREFIX[locale])).toBeVisible();
    const shown = Math.min(flaggedTotal.data.total, 20);
    await expect(listedRows).toHaveCount(shown);
    await expect(
      page.locator('.comment-page .comment-table tbody').getByText(FLAG_PREFIX[locale]),
    ).toHaveCount(shown);
    await page.mouse.move(0, 0);
    await snap(page, `replies-flagged-filter-${locale}-${theme}`);
    // A shared address opens the same view.
    await page.reload();
    await settled(page);
    await expect(page.getByTestId('flagged-toggle')).toHaveAttribute('aria-pressed', 'true');
  });
}
