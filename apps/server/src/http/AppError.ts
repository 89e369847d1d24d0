import type { MessageKey, MessageParams } from './messages';

export type AppErrorOptions = {
  /** The HTTP status. */
  status: number;
  /** Which sentence of messages.ts the body's `msg` says. */
  code: MessageKey;
  params?: MessageParams;
  /** The number sent as `code` in the body: the status unless the spec gives its own (the 5000x auth codes). */
  bodyCode?: number;
  /** The request field at fault, sent as `field`. */
  field?: string;
  /** Sent as `data` in the body, e.g. the current value with a 409. */
  data?: unknown;
  /** Sent as the `Retry-After` header (seconds) with a 429 or 503: when trying again can succeed. */
  retryAfterSeconds?: number;
};

/** A failure a person can act on; errorHandler.ts turns it into `{ code, msg, detail }` in their language. */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly bodyCode: number;
  readonly field: string | undefined;
  readonly data: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(options: AppErrorOptions) {
    super(options.code);
    this.name = 'AppError';
    this.status = options.status;
    this.messageKey = options.code;
    this.params = options.params ?? {};
    this.bodyCode = options.bodyCode ?? options.status;
    this.field = options.field;
    this.data = options.data;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** 400: the request itself cannot be read. */
export const badRequest = (code: MessageKey, params?: MessageParams): AppError =>
  new AppError({ status: 400, code, params });

/** 401 with the body code the client acts on (log in again, or the key is wrong). */
export const unauthorized = (code: MessageKey, bodyCode: number): AppError =>
  new AppError({ status: 401, code, bodyCode });

export const forbidden = (code: MessageKey = 'forbidden'): AppError => new AppError({ status: 403, code });

/** `entity` is a messages.ts key (said in the reader's language) or a name given in both languages. */
export const notFound = (entity: string): AppError =>
  new AppError({ status: 404, code: 'notFound', params: { entity } });

/** The row changed since the caller read it; `current` is what it holds now. */
export const conflict = (current: unknown): AppError =>
  new AppError({ status: 409, code: 'changedByOther', data: current });

/** 409: the request clashes with what is stored (a name in use, nothing to learn from yet). */
export const clash = (code: MessageKey, params?: MessageParams, field?: string): AppError =>
  new AppError({ status: 409, code, params, field });

/** 413 on one field: more than a limit allows (`reason` says the limit). */
export const fieldTooLarge = (field: string, reason: string): AppError =>
  new AppError({ status: 413, code: 'fieldInvalid', params: { field, reason }, field });

/** 404 for an address no route answers; `url` may carry a query, which is not repeated back. */
export const routeNotFound = (url: string): AppError =>
  new AppError({ status: 404, code: 'routeNotFound', params: { path: url.split('?')[0] ?? '' } });

export const urlTooLong = (): AppError => new AppError({ status: 414, code: 'urlTooLong' });

/** 415: the body's type is not one this endpoint reads; the type is repeated back, cut short. */
export const unsupportedMediaType = (contentType: string | undefined): AppError =>
  new AppError({
    status: 415,
    code: 'badContentType',
    params: { type: (contentType ?? '').split(';')[0]?.trim().slice(0, 100) ?? '' },
  });

/** 422: well formed but refused; `field` names the input at fault. */
export const unprocessable = (code: MessageKey, field?: string, params?: MessageParams): AppError =>
  new AppError({ status: 422, code, params, field });

export const fieldRequired = (field: string): AppError => unprocessable('fieldRequired', field, { field });

export const badField = (field: string, reason: string): AppError =>
  unprocessable('fieldInvalid', field, { field, reason });

/** 502: the server we fetched from failed us. */
export const badGateway = (code: MessageKey, params?: MessageParams): AppError =>
  new AppError({ status: 502, code, params });
