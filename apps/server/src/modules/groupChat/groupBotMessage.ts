/** A message a Feishu custom bot takes: plain text, or an interactive card (Feishu's card JSON). */
export type GroupBotMessage =
  | { msg_type: 'text'; content: { text: string } }
  | { msg_type: 'interactive'; card: Record<string, unknown> };
