/** Where a sentence starts: a later sentence opening with the product's name again reads as a template. */
const SENTENCE_START = /[。！？!?～~；;]$/;

/**
 * A draft opening sentence after sentence with the product's name reads like a template: after its first
 * mention, a sentence that starts with the name starts with "它" (积雪草修护精华是无香精配方。它有没有小样我们去
 * 确认). A mention inside a sentence ("说说积雪草修护精华自己", "，积雪草修护精华放在早上") stays. `later`: what every
 * mention after the first says instead (two products named as one: "清透防晒乳和神经酰胺面霜…这两款…").
 */
export const mentionOnce = (text: string, name: string, later?: string): string => {
  if (name === '') return text;
  const first = text.indexOf(name);
  if (first < 0) return text;
  const end = first + name.length;
  const parts = text.slice(end).split(name);
  return (
    text.slice(0, end) +
    parts.reduce((joined, part, at) =>
      at === 0 ? part : `${joined}${later ?? (SENTENCE_START.test(joined) ? '它' : name)}${part}`,
    )
  );
};
