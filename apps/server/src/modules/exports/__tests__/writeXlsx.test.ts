import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SHEET_LIMITS } from '../../knowledge/sheetLimits';
import { unpackXlsx } from '../../knowledge/unpackXlsx';
import { writeXlsx, type XlsxCell } from '../writeXlsx';

/** Writes the rows (in chunks of two) and reads the file back as a spreadsheet program would. */
const roundTrip = async (sheetName: string, rows: XlsxCell[][]) => {
  const output = new PassThrough();
  const bytes: Buffer[] = [];
  output.on('data', (chunk: Buffer) => bytes.push(chunk));
  async function* chunks() {
    for (let at = 0; at < rows.length; at += 2) yield rows.slice(at, at + 2);
  }
  const written = await writeXlsx(
    output,
    sheetName,
    [
      { header: '内容', width: 40 },
      { header: '点赞', width: 8 },
    ],
    chunks(),
  );
  const file = Buffer.concat(bytes);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as never);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return { written, sheet, file };
};

/**
 * Column A's texts below the header as Excel shows them: the sheet's XML read back, entities resolved and
 * SpreadsheetML's `_xHHHH_` escapes decoded (ECMA-376 ST_Xstring; Excel reads the hex in either case).
 */
const shownTexts = (file: Buffer): string[] => {
  const xml = unpackXlsx(file, SHEET_LIMITS).get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
  return [...xml.matchAll(/<c r="A(\d+)"[^>]*><is><t[^>]*>([^<]*)<\/t>/g)]
    .filter((match) => match[1] !== '1')
    .map((match) =>
      (match[2] ?? '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#13;/g, '\r')
        .replace(/&amp;/g, '&')
        .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
};

describe('writeXlsx', () => {
  it('keeps what users type: markup characters, line breaks, edge spaces, emoji; numbers stay numbers', async () => {
    const texts = ['<b>好用</b> & 便宜', '第一行\r\n第二行', '  前后有空格  ', '🙂 表情', 'plain'];
    const { written, sheet } = await roundTrip('评论', [
      ...texts.map((text, at): XlsxCell[] => [text, at]),
      [null, 7],
    ]);
    expect(written).toBe(6);
    expect(sheet.getRow(1).values).toEqual([undefined, '内容', '点赞']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    texts.forEach((text, at) => {
      expect(sheet.getRow(at + 2).getCell(1).value).toBe(text);
      expect(sheet.getRow(at + 2).getCell(2).value).toBe(at);
    });
    expect(sheet.getRow(7).getCell(1).value).toBeNull();
    expect(sheet.getRow(7).getCell(2).value).toBe(7);
    expect(sheet.getColumn(1).width).toBe(40);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('drops the control characters XML cannot hold and gives Excel a sheet name it accepts', async () => {
    const { sheet } = await roundTrip('评论/2026:[全部]?', [['a\u0001b\u001Fc', 1]]);
    expect(sheet.getRow(2).getCell(1).value).toBe('abc');
    expect(sheet.name).toBe('评论 2026  全部  ');
  });

  it("writes text that looks like SpreadsheetML's _xHHHH_ escape so Excel shows it as typed", async () => {
    const texts = [
      '_x0041_',
      '回车是 _x000D_ 吗',
      '_x005F_',
      'a_x0041__x0042_b',
      '_x00e9_',
      '_x12_ 不是',
      '_X0041_',
    ];
    const { file, sheet } = await roundTrip(
      '评论',
      texts.map((text, at): XlsxCell[] => [text, at]),
    );
    expect(shownTexts(file)).toEqual(texts);
    const xml = unpackXlsx(file, SHEET_LIMITS).get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
    expect(xml).toContain('<t>_x005F_x0041_</t>');
    expect(xml).toContain('<t>_x12_ 不是</t>');
    // exceljs decodes the escape only in shared strings, not in inline strings like ours: it reads the cell
    // as written, so the read-back above is what proves what Excel shows.
    expect(sheet.getRow(2).getCell(1).value).toBe('_x005F_x0041_');
  });
});
