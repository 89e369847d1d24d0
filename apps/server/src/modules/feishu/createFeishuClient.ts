import * as lark from '@larksuiteoapi/node-sdk';
import type { ProviderTransport } from '../llm/providerTransport';
import type { FeishuTokenCache } from './createTokenCaches';
import { FeishuFailed } from './FeishuFailed';
import { createFeishuHttp } from './feishuHttp';
import { columnLetters, type SheetAddress } from './sheetAddress';

export type FeishuApp = { baseUrl: string; appId: string; appSecret: string };

/** A cell as Sheets v2 takes it. */
export type SheetCell = string | number | null;

/**
 * The SDK logs a failed request with the request itself (the token request carries the app secret):
 * nothing it logs reaches ours. Failures reach the caller as FeishuFailed, with Feishu's code and message.
 */
const SILENT = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {}, trace: () => {} };

const REQUEST_TIMEOUT_MS = 30_000;

/** The last row of a range as Feishu writes it (`<sheetId>!A5:Y7` → 7). */
const lastRowOf = (range: string | undefined): number | null => {
  const row = /!\$?[A-Z]+\$?\d+:\$?[A-Z]+\$?(\d+)$/.exec(range ?? '')?.[1];
  return row === undefined ? null : Number(row);
};

type Answer<T> = { code?: number; msg?: string; data?: T };

/**
 * An SDK call whose failures are all FeishuFailed: ours pass through, the SDK's own (an answer without a
 * token, a malformed one) count as Feishu refusing, with its text — the SDK's token errors carry only
 * Feishu's code and message, never the request.
 */
const sdkCall = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FeishuFailed) throw error;
    const msg = error instanceof Error ? error.message.slice(0, 300) : '';
    throw new FeishuFailed({ failure: 'feishu_error', code: null, msg });
  }
};

/** The calls NoteDesk makes to Feishu Sheets through the official SDK, at the tenant's own address. */
export const createFeishuClient = (app: FeishuApp, transport: ProviderTransport, cache: FeishuTokenCache) => {
  const client = new lark.Client({
    appId: app.appId,
    appSecret: app.appSecret,
    domain: app.baseUrl,
    appType: lark.AppType.SelfBuild,
    httpInstance: createFeishuHttp(transport, REQUEST_TIMEOUT_MS),
    cache,
    logger: SILENT,
    loggerLevel: lark.LoggerLevel.error,
  });
  const call = <T>(method: 'GET' | 'POST', url: string, options: { data?: unknown; params?: object } = {}) =>
    sdkCall(() => client.request({ method, url, ...options }) as Promise<Answer<T>>);
  const spreadsheetPath = (spreadsheet: string) =>
    `/open-apis/sheets/v2/spreadsheets/${encodeURIComponent(spreadsheet)}`;

  /** The sheet to use (the one the address names, or the spreadsheet's first) and how many rows it has. */
  const sheetOf = async (address: SheetAddress): Promise<{ sheetId: string; rowCount: number }> => {
    const answer = await call<{ sheets?: { sheetId: string; rowCount?: number }[] }>(
      'GET',
      `${spreadsheetPath(address.spreadsheet)}/metainfo`,
    );
    const sheets = answer.data?.sheets ?? [];
    const sheet = address.sheetId ? sheets.find((s) => s.sheetId === address.sheetId) : sheets[0];
    if (!sheet)
      throw new FeishuFailed({ failure: 'sheet_not_found', code: null, msg: address.sheetId ?? '' });
    return { sheetId: sheet.sheetId, rowCount: Number(sheet.rowCount ?? 0) };
  };

  return {
    /** Fetches (or reuses) the tenant access token: proves the address, the app id and the secret. */
    checkCredentials: async (): Promise<void> => {
      // The SDK's token manager is untyped; it answers the cached token or asks Feishu for one.
      const tokens = client.tokenManager as { getTenantAccessToken: (p: object) => Promise<string> };
      await sdkCall(() => tokens.getTenantAccessToken({}));
    },

    sheetOf,

    sheetIdOf: async (address: SheetAddress): Promise<string> => (await sheetOf(address)).sheetId,

    /** Drive's permission check: may the app edit the spreadsheet? */
    canEdit: async (spreadsheet: string): Promise<boolean> => {
      const answer = await call<{ auth_result?: boolean }>(
        'GET',
        `/open-apis/drive/v1/permissions/${encodeURIComponent(spreadsheet)}/members/auth`,
        { params: { type: 'sheet', action: 'edit' } },
      );
      return answer.data?.auth_result === true;
    },

    /**
     * Sheets v2 values_append: the rows go below the sheet's last row (at most 5,000 × 100 a call). Answers
     * the last sheet row they took (Feishu's `updates.updatedRange`), or null when the answer does not say.
     */
    appendRows: async (spreadsheet: string, sheetId: string, rows: SheetCell[][]): Promise<number | null> => {
      const width = Math.max(1, ...rows.map((row) => row.length));
      const answer = await call<{ updates?: { updatedRange?: string } }>(
        'POST',
        `${spreadsheetPath(spreadsheet)}/values_append`,
        {
          params: { insertDataOption: 'INSERT_ROWS' },
          data: {
            valueRange: { range: `${sheetId}!A1:${columnLetters(width)}${rows.length}`, values: rows },
          },
        },
      );
      return lastRowOf(answer.data?.updates?.updatedRange);
    },

    /** The sheet's cells as text, row by row, rows `first` to `last` (1-based), columns A to the `columns`th. */
    readRows: async (
      spreadsheet: string,
      sheetId: string,
      rows: { first: number; last: number },
      columns: number,
    ) => {
      const range = `${sheetId}!A${rows.first}:${columnLetters(columns)}${rows.last}`;
      const answer = await call<{ valueRange?: { values?: unknown[][] } }>(
        'GET',
        `${spreadsheetPath(spreadsheet)}/values/${encodeURIComponent(range)}`,
      );
      return answer.data?.valueRange?.values ?? [];
    },
  };
};

export type FeishuClient = ReturnType<typeof createFeishuClient>;
