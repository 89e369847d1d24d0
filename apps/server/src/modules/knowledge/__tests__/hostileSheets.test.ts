import { ZKnowledgeRow, ZPage } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/AppError';
import { multipartBody } from '../../../testing/multipartBody';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { readSheetRows } from '../readSheetRows';
import { SHEET_LIMITS } from '../sheetLimits';
import { bombXlsx, farColumnXlsx, manyRowsXlsx, sheetXlsx } from './hostileXlsx';

const ENGLISH = { 'accept-language': 'en-US' };

// Every upload here starts a reading thread (a second or more on a busy machine), several per test.
describe('hostile spreadsheets are refused while the server keeps serving', { timeout: 120_000 }, () => {
  let t: TestApp;
  let manager: string;

  const upload = (name: string, bytes: Buffer, headers: Record<string, string> = {}) => {
    const form = multipartBody([{ name, bytes }]);
    return t
      .api(manager)
      .post('/api/knowledge/upload?mode=append', form.body, { headers: { ...form.headers, ...headers } });
  };
  const knowledgeTotal = async () =>
    ZPage(ZKnowledgeRow).parse(expectOk(await t.api(manager).get('/api/knowledge'))).total;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.loginAs(t.a.manager);
    expectOk(await upload('kb.csv', Buffer.from('question,answer\nQ1,A1\n')));
  });
  afterAll(() => t.close());

  it('the 27 KB attack (5,000 rows with a cell in column XFD) answers 413 naming the column limit; /healthz answers meanwhile', async () => {
    const attack = farColumnXlsx(5000);
    expect(attack.length).toBeLessThan(30 * 1024);
    const state = { settled: false };
    const pending = upload('kb.xlsx', attack).then((response) => {
      state.settled = true;
      return response;
    });
    // The sheet is read off the event loop: these are answered before the upload is.
    for (let request = 0; request < 5; request += 1) {
      const health = await t.api().get('/healthz');
      expect(health.status).toBe(200);
    }
    expect(state.settled).toBe(false);
    const refused = expectFailure(await pending, 413);
    expect(refused.detail).toBe('表格超过 256 列，无法读取，请删除多余的列后再上传');
    expect(refused.field).toBe('file');
    const english = expectFailure(await upload('kb.xlsx', farColumnXlsx(10), ENGLISH), 413);
    expect(english.detail).toBe(
      'The spreadsheet goes past column 256; remove the extra columns and upload again',
    );
    expect(await knowledgeTotal()).toBe(1);
  });

  it('a zip bomb is refused by its unpacked size, also when its directory understates it', async () => {
    const honest = expectFailure(await upload('kb.xlsx', bombXlsx(70), ENGLISH), 413);
    expect(honest.detail).toBe('The xlsx file unpacks to more than 64 MB and cannot be read');
    const lying = bombXlsx(70, true);
    expect(lying.length).toBeLessThan(200 * 1024);
    const understated = expectFailure(await upload('kb.xlsx', lying), 413);
    expect(understated.detail).toBe('xlsx 文件解压后超过 64 MB，无法读取');
    expect(await knowledgeTotal()).toBe(1);
  });

  it('a merged area past the limits (a few bytes that would fill every cell of the sheet) is refused before loading', async () => {
    const merged = (area: string) =>
      sheetXlsx(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>question</t></is></c></row></sheetData><mergeCells count="1"><mergeCell ref="${area}"/></mergeCells></worksheet>`,
      );
    const whole = expectFailure(await upload('kb.xlsx', merged('A1:XFD1048576'), ENGLISH), 413);
    expect(whole.detail).toBe(
      `The spreadsheet goes past row ${SHEET_LIMITS.rows}; split it and upload again`,
    );
    const wide = expectFailure(await upload('kb.xlsx', merged('A1:IV20000'), ENGLISH), 413);
    expect(wide.detail).toBe(
      `The spreadsheet holds more than ${SHEET_LIMITS.cells} filled cells; split it and upload again`,
    );
  });

  it('rows, columns and cells past the limits are refused in csv and xlsx alike', async () => {
    const rows = expectFailure(await upload('kb.xlsx', manyRowsXlsx(SHEET_LIMITS.rows), ENGLISH), 413);
    expect(rows.detail).toBe(`The spreadsheet goes past row ${SHEET_LIMITS.rows}; split it and upload again`);
    const csvRows = `question,answer\n${'Q,A\n'.repeat(SHEET_LIMITS.rows)}`;
    expect(expectFailure(await upload('kb.csv', Buffer.from(csvRows), ENGLISH), 413).detail).toBe(
      rows.detail,
    );
    const wide = `question,answer${','.repeat(SHEET_LIMITS.columns)}\nQ,A\n`;
    expect(expectFailure(await upload('kb.csv', Buffer.from(wide)), 413).detail).toBe(
      '表格超过 256 列，无法读取，请删除多余的列后再上传',
    );
    const filledRow = Array.from({ length: 250 }, () => 'x').join(',');
    const full = `question,answer\n${`${filledRow}\n`.repeat(Math.ceil(SHEET_LIMITS.cells / 250))}`;
    expect(expectFailure(await upload('kb.csv', Buffer.from(full), ENGLISH), 413).detail).toBe(
      `The spreadsheet holds more than ${SHEET_LIMITS.cells} filled cells; split it and upload again`,
    );
    expect(await knowledgeTotal()).toBe(1);
  });

  it('a reader that takes too long or needs too much memory is stopped with 413', async () => {
    const slow = await readSheetRows(manyRowsXlsx(100), { ...SHEET_LIMITS, milliseconds: 1 }).catch(
      (error: unknown) => error,
    );
    expect(slow).toBeInstanceOf(AppError);
    expect(slow).toMatchObject({ status: 413, messageKey: 'sheetTooSlow' });
    const hungry = await readSheetRows(manyRowsXlsx(10_000), { ...SHEET_LIMITS, heapMb: 8 }).catch(
      (error: unknown) => error,
    );
    expect(hungry).toMatchObject({ status: 413, messageKey: 'sheetTooMuchMemory', params: { max: 8 } });
    // Within the limits the same reader answers.
    const rows = await readSheetRows(manyRowsXlsx(3));
    expect(rows.map((row) => ('cells' in row ? row.cells : row.error))).toEqual([
      ['question', 'answer'],
      ['q2', 'a2'],
      ['q3', 'a3'],
      ['q4', 'a4'],
    ]);
  });
});
