import type { TFeishuFailure } from '@notedesk/contract';

/** Feishu's answer to a failed call: its own code and message (0 / '' when Feishu did not answer). */
export type FeishuFailureInfo = { failure: TFeishuFailure; code: number | null; msg: string };

/** A Feishu call that failed, judged by Feishu's own code or by how the connection failed. */
export class FeishuFailed extends Error {
  constructor(readonly info: FeishuFailureInfo) {
    super(`Feishu call failed: ${info.failure}${info.code === null ? '' : ` ${info.code}`}`);
    this.name = 'FeishuFailed';
  }
}

/** Feishu's codes of a wrong app id or secret (tenant_access_token/internal). */
const BAD_CREDENTIALS = new Set([10003, 10014, 99991663, 99991661, 99991664]);
/** The spreadsheet or the sheet in it does not exist. */
const NOT_FOUND = new Set([91402, 90215, 1310214]);
/** The app may not edit (or see) the spreadsheet. */
const NO_RIGHT = new Set([91403, 1310213]);
export const RATE_LIMIT_CODE = 99991400;

/** What a Feishu answer (HTTP status and body code) means for the user. */
export const failureOfAnswer = (status: number, code: number | null): TFeishuFailure => {
  if (status === 429 || code === RATE_LIMIT_CODE) return 'rate_limited';
  if (code !== null && BAD_CREDENTIALS.has(code)) return 'bad_credentials';
  if (code !== null && NO_RIGHT.has(code)) return 'no_edit_right';
  if (code !== null && NOT_FOUND.has(code)) return 'sheet_not_found';
  if (status >= 500) return 'server_error';
  return 'feishu_error';
};

/** Rate limits and server errors pass; the rest would fail the same way again. */
export const isRetryable = (failure: TFeishuFailure): boolean =>
  failure === 'rate_limited' || failure === 'server_error';
