import type { MessageKey, MessageParams } from './messages';

/**
 * A failure a person can act on. `status` is the HTTP status; `code` goes in the body
 * (the HTTP status, or one of the spec's 5000x auth codes).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly code: number = status,
    readonly field?: string,
    /** Sent as `data` in the body, e.g. the current value with a 409. */
    readonly data?: unknown,
    /** Sent as the `Retry-After` header (seconds) with a 429 or 503: when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (entity: MessageKey): AppError => new AppError(404, 'notFound', { entity }, 404);
export const forbidden = (): AppError => new AppError(403, 'forbidden');
export const badField = (field: string, reason: string): AppError =>
  new AppError(422, 'fieldInvalid', { field, reason }, 422, field);

/** The row changed since the caller read it; `current` is what it holds now. */
export const conflict = (current: unknown): AppError =>
  new AppError(409, 'changedByOther', {}, 409, undefined, current);
