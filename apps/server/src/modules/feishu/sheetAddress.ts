/**
 * A sheet as saved: `<token>`, `<token>!<sheetId>`, or the address the browser shows
 * (`https://<tenant>.feishu.cn/sheets/<token>?sheet=<sheetId>`), split in its parts. `webOrigin` is that
 * address's scheme and host, where people open the sheet; blank for a bare token.
 */
export type SheetAddress = { spreadsheet: string; sheetId: string | undefined; webOrigin: string };

export const sheetAddress = (saved: string): SheetAddress => {
  if (/^https?:\/\//i.test(saved) && URL.canParse(saved)) {
    const url = new URL(saved);
    const spreadsheet = /^\/sheets\/([^/]+)/.exec(url.pathname)?.[1] ?? '';
    return { spreadsheet, sheetId: url.searchParams.get('sheet') || undefined, webOrigin: url.origin };
  }
  const [spreadsheet = '', sheetId] = saved.split('!');
  return { spreadsheet, sheetId: sheetId || undefined, webOrigin: '' };
};

/**
 * The sheet's identity whichever way it was typed (`<token>` or `<token>!<sheetId>`): what the record of
 * exported comments is keyed by, so pasting the link of a sheet saved as a token writes no row twice.
 */
export const sheetKey = (saved: string): string => {
  const { spreadsheet, sheetId } = sheetAddress(saved);
  return sheetId ? `${spreadsheet}!${sheetId}` : spreadsheet;
};

/** Column letters of the 1-based column `n` (1 → A, 27 → AA). */
export const columnLetters = (n: number): string => {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
};

/**
 * Where a person opens the spreadsheet: the host of the saved address (the tenant's own subdomain), else the
 * web host beside the open platform (open.feishu.cn → feishu.cn, open.larksuite.com → larksuite.com); another
 * address (a fake, a proxy) serves it itself.
 */
export const sheetUrl = (baseUrl: string, saved: string): string => {
  if (!saved) return '';
  const { spreadsheet, sheetId, webOrigin } = sheetAddress(saved);
  let origin = webOrigin;
  if (!origin) {
    if (!URL.canParse(baseUrl)) return '';
    const url = new URL(baseUrl);
    url.hostname = url.hostname.replace(/^open\./, '');
    origin = url.origin;
  }
  return `${origin}/sheets/${encodeURIComponent(spreadsheet)}${sheetId ? `?sheet=${encodeURIComponent(sheetId)}` : ''}`;
};
