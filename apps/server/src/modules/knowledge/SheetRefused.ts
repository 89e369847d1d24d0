import type { SheetLimit } from './sheetLimits';

/** Why the reading thread gave a spreadsheet up: a limit it passed, or a reason it cannot be read at all. */
export class SheetRefused extends Error {
  constructor(readonly refusal: { limit: SheetLimit } | { unreadable: string }) {
    super('limit' in refusal ? `over the ${refusal.limit} limit` : refusal.unreadable);
    this.name = 'SheetRefused';
  }

  static notXlsx(): SheetRefused {
    return new SheetRefused({ unreadable: 'not a valid xlsx workbook / 不是有效的 xlsx 文件' });
  }
}
