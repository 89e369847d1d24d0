/** Codes the client turns into the "Confirm logout" dialog (spec §8). */
export const ERROR_CODES = {
  ok: 200,
  tokenInvalid: 50008,
  tokenRevoked: 50012,
  tokenExpired: 50014,
} as const;

export const RELOGIN_CODES: readonly number[] = [
  ERROR_CODES.tokenInvalid,
  ERROR_CODES.tokenRevoked,
  ERROR_CODES.tokenExpired,
];
