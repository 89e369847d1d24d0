/** Notes a generated draft carries when the advice is not to reply (the web shows the advice, nothing to copy). */
export const NO_REPLY_NOTES = {
  /** Abusive or provocative comment. */
  flame: 'flame_no_reply',
  /** Comment under a competitor's note: its commenters are the other brand's customers. */
  competitor: 'competitor_no_reply',
} as const;

/** Whether a draft's note (one code a line) advises not to reply. */
export const isNoReplyNote = (note: string | undefined): boolean =>
  (note ?? '')
    .split('\n')
    .some((line) => line === NO_REPLY_NOTES.flame || line === NO_REPLY_NOTES.competitor);
