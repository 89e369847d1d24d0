/** A spreadsheet token as saved (`<token>` or `<token>!<sheetId>`), split in its parts. */
export type SheetAddress = { spreadsheet: string; sheetId: string | undefined };

export const sheetAddress = (saved: string): SheetAddress => {
  const [spreadsheet = '', sheetId] = saved.split('!');
  return { spreadsheet, sheetId: sheetId || undefined };
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
 * Where a person opens the spreadsheet: the web host beside the open platform (open.feishu.cn →
 * feishu.cn, open.larksuite.com → larksuite.com); another address (a fake, a proxy) serves it itself.
 */
export const sheetUrl = (baseUrl: string, saved: string): string => {
  if (!saved || !URL.canParse(baseUrl)) return '';
  const url = new URL(baseUrl);
  url.hostname = url.hostname.replace(/^open\./, '');
  const { spreadsheet, sheetId } = sheetAddress(saved);
  return `${url.origin}/sheets/${encodeURIComponent(spreadsheet)}${sheetId ? `?sheet=${encodeURIComponent(sheetId)}` : ''}`;
};
