/** Why the provider transport stopped a call itself, before or instead of handing on an answer. */
export type OutboundRefusal =
  | { kind: 'address_forbidden'; host: string }
  | { kind: 'redirect'; status: number }
  | { kind: 'too_large'; maxBytes: number };

/** Thrown by the provider transport; the call's failure is read from `refusal`, never from a foreign text. */
export class OutboundRefused extends Error {
  /** Node's lookup callback wants an errno-style error. */
  readonly code = 'ELLMREFUSED';

  constructor(readonly refusal: OutboundRefusal) {
    super(`LLM call refused: ${refusal.kind}`);
    this.name = 'OutboundRefused';
  }
}
