import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A failure the fake answers instead of the next values_append (HTTP status and Feishu's body). */
export type FakeFeishuFailure = { status: number; code: number; msg: string };

export const FAKE_FEISHU_FAILURES = {
  rateLimited: { status: 429, code: 99991400, msg: 'request trigger frequency limit' },
  serverError: { status: 500, code: 1315201, msg: 'internal server error' },
  forbidden: { status: 403, code: 91403, msg: 'FORBIDDEN' },
} satisfies Record<string, FakeFeishuFailure>;

type FakeSpreadsheet = { canEdit: boolean; sheets: Map<string, string[][]> };

export type FakeFeishu = {
  /** http://127.0.0.1:<port> — what an admin types as the base address. */
  baseUrl: string;
  appId: string;
  appSecret: string;
  /** Adds a spreadsheet with one sheet (`sheetId`), optionally holding rows already. */
  addSpreadsheet: (
    token: string,
    options?: { canEdit?: boolean; sheetId?: string; rows?: string[][] },
  ) => void;
  /** The rows of a spreadsheet's first sheet, as appended. */
  rowsOf: (token: string) => string[][];
  /** Answers the next values_append calls with these failures, one each, in order. */
  failNext: FakeFeishuFailure[];
  /** While set, every values_append fails so (a final failure after the client's retries). */
  failAlways: FakeFeishuFailure | undefined;
  /** Once this many values_append calls have been answered, the following ones fail so. */
  failAfter: { appends: number; failure: FakeFeishuFailure } | undefined;
  /**
   * The next this many values_append calls are taken (the rows land in the sheet) and then the connection is
   * cut without an answer: Feishu has the chunk, the caller never hears so (as when it crashes meanwhile).
   */
  takeThenCut: number;
  /** While set, values_append calls wait for it before they are answered (a test sees an export running). */
  holdAppends: Promise<void> | undefined;
  /**
   * Counters a test reads: token requests, values_append calls (answered or failed), values reads (answered
   * or refused as too large) and the largest read answer in bytes.
   */
  counts: {
    tokens: number;
    appends: number;
    answeredAppends: number;
    reads: number;
    largestReadBytes: number;
  };
  close: () => Promise<void>;
};

// Feishu's limits of one values_append: 5,000 rows, 100 columns, 50,000 characters a cell (90227
// TooLargeRequest, 90222 TooLargeCell); of one values read ("reading a single range"): an answer of at most
// 10 MB (90221 TooLargeResponse).
const MAX_ROWS = 5000;
const MAX_COLUMNS = 100;
const MAX_CELL_CHARS = 50_000;
const MAX_READ_BYTES = 10 * 1024 * 1024;
const TOKEN_SECONDS = 7200;

const readJson = (request: IncomingMessage): Promise<unknown> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    });
  });

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

const columnNumber = (letters: string): number =>
  [...letters].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A local Feishu open platform speaking the real wire format, for tests: the tenant access token
 * (auth/v3/tenant_access_token/internal), Sheets v2 metainfo, values_append (with its limits and error
 * codes: 91402 not found, 91403 no permission, 99991400 rate limit, 5xx), values read (an answer of at most
 * 10 MB, as Feishu), and Drive's permission check. It keeps the appended rows so a test reads the sheet;
 * /sheets/:token shows them as a page.
 */
export const startFakeFeishu = async (
  options: { appId?: string; appSecret?: string } = {},
): Promise<FakeFeishu> => {
  const appId = options.appId ?? 'cli_fake_app';
  const appSecret = options.appSecret ?? `fake-secret-${randomBytes(6).toString('hex')}`;
  const spreadsheets = new Map<string, FakeSpreadsheet>();
  const tokens = new Map<string, number>();
  const counts = { tokens: 0, appends: 0, answeredAppends: 0, reads: 0, largestReadBytes: 0 };
  let fake: FakeFeishu;

  const authorized = (request: IncomingMessage, response: ServerResponse): boolean => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (expiresAt !== undefined && expiresAt > Date.now()) return true;
    send(response, 400, {
      code: 99991663,
      msg: 'Invalid access token for authorization. Please make a request with token attached.',
    });
    return false;
  };

  const spreadsheetOf = (token: string, response: ServerResponse): FakeSpreadsheet | undefined => {
    const spreadsheet = spreadsheets.get(decodeURIComponent(token));
    if (!spreadsheet) send(response, 400, { code: 91402, msg: 'NOTEXIST' });
    return spreadsheet;
  };

  const append = async (request: IncomingMessage, response: ServerResponse, token: string) => {
    await fake.holdAppends;
    counts.appends += 1;
    const late =
      fake.failAfter && counts.answeredAppends >= fake.failAfter.appends ? fake.failAfter.failure : undefined;
    const failure = fake.failNext.shift() ?? fake.failAlways ?? late;
    if (failure) return send(response, failure.status, { code: failure.code, msg: failure.msg });
    const spreadsheet = spreadsheetOf(token, response);
    if (!spreadsheet) return;
    if (!spreadsheet.canEdit) return send(response, 403, { code: 91403, msg: 'FORBIDDEN' });
    const body = (await readJson(request)) as
      | { valueRange?: { range?: unknown; values?: unknown } }
      | undefined;
    const range = body?.valueRange?.range;
    const values = body?.valueRange?.values;
    const match = typeof range === 'string' ? /^([^!]+)!([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(range) : null;
    if (!match || !Array.isArray(values) || !values.every(Array.isArray))
      return send(response, 400, { code: 90202, msg: 'wrong range or values' });
    const rows = spreadsheet.sheets.get(match[1] as string);
    if (!rows) return send(response, 400, { code: 90215, msg: 'sheetId not found' });
    const width = Math.max(0, ...values.map((row: unknown[]) => row.length));
    if (values.length > MAX_ROWS || width > MAX_COLUMNS)
      return send(response, 400, {
        code: 90227,
        msg: `TooLargeRequest: at most ${MAX_ROWS} rows and ${MAX_COLUMNS} columns`,
      });
    if (
      columnNumber(match[4] as string) - columnNumber(match[2] as string) + 1 < width ||
      Number(match[5]) - Number(match[3]) + 1 < values.length
    )
      return send(response, 400, { code: 90202, msg: 'values exceed the range' });
    const cells = values.map((row: unknown[]) => row.map((cell) => (cell === null ? '' : String(cell))));
    if (cells.some((row) => row.some((cell) => cell.length > MAX_CELL_CHARS)))
      return send(response, 400, { code: 90222, msg: 'TooLargeCell' });
    const first = rows.length + 1;
    rows.push(...cells);
    if (fake.takeThenCut > 0) {
      fake.takeThenCut -= 1;
      request.socket.destroy();
      return;
    }
    counts.answeredAppends += 1;
    send(response, 200, {
      code: 0,
      msg: 'success',
      data: {
        revision: rows.length,
        spreadsheetToken: token,
        tableRange: `${match[1]}!A${first}:${match[4]}${rows.length}`,
        updates: {
          spreadsheetToken: token,
          updatedRange: `${match[1]}!A${first}:${match[4]}${rows.length}`,
          updatedRows: cells.length,
          updatedColumns: width,
          updatedCells: cells.length * width,
          revision: rows.length,
        },
      },
    });
  };

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (request.method === 'POST' && path === '/open-apis/auth/v3/tenant_access_token/internal') {
      counts.tokens += 1;
      const body = (await readJson(request)) as { app_id?: string; app_secret?: string } | undefined;
      if (body?.app_id !== fake.appId)
        return send(response, 400, { code: 10003, msg: 'invalid param: app_id' });
      if (body.app_secret !== fake.appSecret)
        return send(response, 400, { code: 10014, msg: 'app secret invalid' });
      const token = `t-${randomBytes(12).toString('hex')}`;
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      return send(response, 200, { code: 0, msg: 'ok', tenant_access_token: token, expire: TOKEN_SECONDS });
    }
    const sheetPage = /^\/sheets\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && sheetPage) {
      const rows =
        spreadsheets
          .get(decodeURIComponent(sheetPage[1] as string))
          ?.sheets.values()
          .next().value ?? [];
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        `<!doctype html><meta charset="utf-8"><table>${rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('')}</table>`,
      );
    }
    if (!authorized(request, response)) return;
    const permission = /^\/open-apis\/drive\/v1\/permissions\/([^/]+)\/members\/auth$/.exec(path);
    if (request.method === 'GET' && permission) {
      const spreadsheet = spreadsheetOf(permission[1] as string, response);
      if (!spreadsheet) return;
      const action = url.searchParams.get('action');
      return send(response, 200, {
        code: 0,
        msg: 'success',
        data: { auth_result: action === 'view' || spreadsheet.canEdit },
      });
    }
    const sheetCall =
      /^\/open-apis\/sheets\/v2\/spreadsheets\/([^/]+)\/(metainfo|values_append|values\/(.+))$/.exec(path);
    if (!sheetCall) return send(response, 404, { code: 1254040, msg: '404 page not found' });
    const token = sheetCall[1] as string;
    if (request.method === 'POST' && sheetCall[2] === 'values_append')
      return append(request, response, token);
    const spreadsheet = spreadsheetOf(token, response);
    if (!spreadsheet) return;
    if (sheetCall[2] === 'metainfo') {
      const sheets = [...spreadsheet.sheets].map(([sheetId, rows], index) => ({
        sheetId,
        title: `Sheet${index + 1}`,
        index,
        rowCount: rows.length,
        columnCount: 20,
      }));
      return send(response, 200, {
        code: 0,
        msg: 'success',
        data: { spreadsheetToken: token, properties: { title: token, sheetCount: sheets.length }, sheets },
      });
    }
    const range = /^([^!]+)!([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(decodeURIComponent(sheetCall[3] ?? ''));
    const rows = range ? spreadsheet.sheets.get(range[1] as string) : undefined;
    if (!range || !rows) return send(response, 400, { code: 90202, msg: 'wrong range' });
    const first = columnNumber(range[2] as string);
    const last = columnNumber(range[4] as string);
    const values = rows
      .slice(Number(range[3]) - 1, Number(range[5]))
      .map((row) => row.slice(first - 1, last));
    const answer = JSON.stringify({
      code: 0,
      msg: 'success',
      data: {
        revision: rows.length,
        spreadsheetToken: token,
        valueRange: { majorDimension: 'ROWS', range: sheetCall[3], revision: rows.length, values },
      },
    });
    counts.reads += 1;
    const bytes = Buffer.byteLength(answer);
    if (bytes > MAX_READ_BYTES) return send(response, 400, { code: 90221, msg: 'TooLargeResponse' });
    counts.largestReadBytes = Math.max(counts.largestReadBytes, bytes);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(answer);
  };

  const server = createServer((request, response) => {
    route(request, response).catch(() => send(response, 500, { code: 1, msg: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake = {
    baseUrl: `http://127.0.0.1:${port}`,
    appId,
    appSecret,
    addSpreadsheet: (token, sheet = {}) => {
      spreadsheets.set(token, {
        canEdit: sheet.canEdit ?? true,
        sheets: new Map([[sheet.sheetId ?? '0b1a2c', [...(sheet.rows ?? [])]]]),
      });
    },
    rowsOf: (token) => spreadsheets.get(token)?.sheets.values().next().value ?? [],
    failNext: [],
    failAlways: undefined,
    failAfter: undefined,
    takeThenCut: 0,
    holdAppends: undefined,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
};
