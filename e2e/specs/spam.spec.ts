import { expect, type Locale, signIn, snap, test, useLocale } from '../support/fixtures';
import { ingestComments } from '../support/ingestComments';
import { newApiKey } from '../support/newApiKey';
import { useTheme } from '../support/useTheme';

const COMMENTS = '/publication-maintenance/comment-maintenance';

/** A word only this spec's comments hold, to find them among the demo's. */
const MARK = '栖溪测试';

const COMMENTS_SENT = [
  { id: 'spam-e2e-ad', content: `${MARK} 兼职日结，在家动动手指就能赚钱，有意私我` },
  { id: 'spam-e2e-contact', content: `${MARK} 正品代购，需要的加薇 abc123456` },
  { id: 'spam-e2e-real', content: `${MARK} 这款面霜用了一个月，皮肤真的稳定多了` },
];

const TEXT = {
  'zh-CN': { showSpam: '显示垃圾评论', spam: '垃圾/引流', why: '分类依据：rule: spam_' },
  'en-US': { showSpam: 'Show spam', spam: 'Spam', why: 'Why: rule: spam_' },
} as const;

const CASES: Array<{ locale: Locale; theme: 'light' | 'dark' }> = [
  { locale: 'zh-CN', theme: 'light' },
  { locale: 'en-US', theme: 'dark' },
];

test.describe.configure({ mode: 'serial' });

for (const [index, { locale, theme }] of CASES.entries()) {
  test(`${locale}: the inbox hides spam until "show spam" is on; then ads show with their tag and why`, async ({
    page,
    team,
  }) => {
    const text = TEXT[locale];
    await useLocale(page, locale);
    await useTheme(page, theme);
    if (index === 0) {
      test.slow();
      // The crawler's way in: a note about a product (so it is tracked), two ads and one real comment.
      await ingestComments(
        page.request,
        await newApiKey(page, team, `spam-e2e-${Date.now()}`),
        { id: 'spam-e2e-note', title: '神经酰胺面霜' },
        COMMENTS_SENT,
      );
    }
    await signIn(page, team.worker, `${COMMENTS}?q=${encodeURIComponent(MARK)}`);
    const rows = page.locator('.comment-table .arco-table-tr').filter({ hasText: MARK });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('皮肤真的稳定多了');
    await expect(page.getByTestId('spam-tag')).toHaveCount(0);

    await page.getByText(text.showSpam, { exact: true }).click();
    await expect(page).toHaveURL(/spam=all/);
    await expect(rows).toHaveCount(3);
    const ad = rows.filter({ hasText: '兼职日结' });
    await expect(ad.getByTestId('spam-tag')).toHaveText(text.spam);
    await expect(rows.filter({ hasText: '皮肤真的稳定多了' }).getByTestId('spam-tag')).toHaveCount(0);
    await ad.getByTestId('spam-tag').hover();
    await expect(page.locator('.arco-tooltip-content').filter({ hasText: text.why })).toBeVisible();
    await snap(page, `spam-inbox-${locale}-${theme}`);

    // Switched off again: the ads go, and the address forgets the switch.
    await page.getByText(text.showSpam, { exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(page).not.toHaveURL(/spam=/);
  });
}
