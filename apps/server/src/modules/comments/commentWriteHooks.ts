/** What other parts of the server do after comments are written (alert rules are evaluated). */
export type CommentWriteHooks = {
  /** Called once a write of the tenant's comments (import, ingest, relabel) is stored; must not throw. */
  onCommentsWritten?: (tenantId: number) => void;
};
