/** A failed call as callers see it: `message` is the sentence shown to the user. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: number | undefined,
    /** The server's own `detail` sentence, when it sent one. */
    readonly detail: string = '',
    /** The failure body's `data`, e.g. the current value with a 409 conflict. */
    readonly data: unknown = undefined,
    /** The request field the server refused (`field` of the failure body), to show on that form field. */
    readonly field: string | undefined = undefined,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
