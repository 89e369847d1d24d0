import type { TCommentRow } from '@notedesk/contract';
import { expect, settled, signIn, snap, test, useLocale } from '../support/fixtures';
import { useTheme } from '../support/useTheme';

const COMMENTS = '/publication-maintenance/comment-maintenance';

/** The alpha of a computed `rgb()`/`rgba()` colour (1 when it has none). */
const alphaOf = (color: string): number => {
  const parts =
    color
      .match(/rgba?\(([^)]*)\)/)?.[1]
      ?.split(/[,\s/]+/)
      .filter(Boolean) ?? [];
  return parts.length === 4 ? Number(parts[3]) : 1;
};

test('dark theme: the keyboard-active row keeps its pinned cells opaque', async ({ page, team }) => {
  await useLocale(page, 'en-US');
  await useTheme(page, 'dark');
  await signIn(page, team.manager, COMMENTS);
  await settled(page);
  await expect(page.locator('.comment-table tbody .arco-table-tr').nth(2)).toBeVisible();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  const active = page.locator('.comment-table__row--active');
  await expect(active).toHaveCount(1);
  await active.locator('.arco-checkbox').click();
  await page.mouse.move(1, 1);
  const fixed = active.locator(
    '.arco-table-td.arco-table-col-fixed-left, .arco-table-td.arco-table-col-fixed-right',
  );
  expect(await fixed.count()).toBeGreaterThanOrEqual(2);
  for (const color of await fixed.evaluateAll((cells) =>
    cells.map((cell) => getComputedStyle(cell).backgroundColor),
  ))
    expect(alphaOf(color), `pinned cell background ${color}`).toBe(1);
  await snap(page, 'table-styles-active-en-US-dark');
});

test('note detail: a reply whose text wraps stays indented under its parent', async ({ page, team }) => {
  await useLocale(page, 'zh-CN');
  const token = await signIn(page, team.manager);
  // The demo data is random: ask for replies, then open their notes until one shows a thread on its first page.
  const replies = await page.request.get('/api/track/content-comments', {
    headers: { authorization: `Bearer ${token}` },
    params: { page_size: 100, sort: 'likes_desc' },
  });
  const items = ((await replies.json()) as { data: { items: TCommentRow[] } }).data.items;
  const noteIds = [
    ...new Set(items.flatMap((row) => (row.parent_comment_id !== '' && row.note ? [row.note.id] : []))),
  ];
  expect(noteIds.length).toBeGreaterThan(0);
  let threaded = false;
  for (const id of noteIds.slice(0, 10)) {
    await page.goto(`/publication-maintenance/contentdetailTwo/${id}`);
    await settled(page);
    await expect(page.locator('.comment-table tbody .arco-table-tr').first()).toBeVisible();
    threaded = (await page.locator('.comment-table .arco-table-cell-expand-icon').count()) > 0;
    if (threaded) break;
  }
  expect(threaded, 'a note whose first page shows a thread').toBe(true);
  const cells = await page.locator('.comment-table tbody .arco-table-tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cell = row.querySelector<HTMLElement>('.arco-table-cell:has(> .arco-table-cell-indent)');
      const text = cell?.querySelector('[data-testid="comment-text"]');
      const indent = cell?.querySelector<HTMLElement>(':scope > .arco-table-cell-indent');
      if (!cell || !text || !indent) return null;
      return {
        indent: Number.parseFloat(indent.style.paddingLeft),
        offset: text.getBoundingClientRect().left - cell.getBoundingClientRect().left,
        lines: Math.round(
          text.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(text).lineHeight),
        ),
      };
    }),
  );
  const indented = cells.filter((cell) => cell !== null);
  expect(indented.length).toBeGreaterThan(0);
  for (const cell of indented) expect(Math.round(cell.offset), JSON.stringify(cell)).toBe(cell.indent);
  await snap(page, 'table-styles-thread-zh-CN-light');
});
