/** A failed call as callers see it: `message` is the sentence shown to the user. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: number | undefined,
    /** The server's own `detail` sentence, when it sent one. */
    readonly detail: string = '',
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
