import type { ReplyKnowledge } from '../replies/replyEngine';
import type { KnowledgeEntry } from './readKnowledgeFile';

/** Rows a draft is given at most. */
export const KNOWLEDGE_PER_DRAFT = 3;

/** What a comment asks about: its text and the product it is filed under. */
export type KnowledgeQuery = { text: string; productName: string | null };

const normalize = (text: string): string => text.normalize('NFKC').toLowerCase();

/** Character pairs of the letters, digits and CJK characters (punctuation and spaces dropped). */
const bigrams = (text: string): Set<string> => {
  const chars = [...normalize(text).replace(/[^\p{L}\p{N}]+/gu, '')];
  const pairs = new Set<string>();
  for (let index = 0; index + 1 < chars.length; index += 1) pairs.add(`${chars[index]}${chars[index + 1]}`);
  return pairs;
};

/** 0 when the row is for another product than the comment's; else how well it matches (0 = not at all). */
const score = (entry: KnowledgeEntry, text: string, textPairs: Set<string>, product: string): number => {
  let productBonus = 0;
  if (entry.product) {
    const wanted = normalize(entry.product);
    const sameProduct =
      (product !== '' && (product.includes(wanted) || wanted.includes(product))) || text.includes(wanted);
    if (!sameProduct) return 0;
    productBonus = 1;
  }
  let keywordScore = 0;
  for (const keyword of entry.keywords) {
    const wanted = normalize(keyword);
    if (wanted && text.includes(wanted)) keywordScore += 2 + Math.min(wanted.length, 4) * 0.25;
  }
  const questionPairs = bigrams(entry.question);
  let shared = 0;
  for (const pair of questionPairs) if (textPairs.has(pair)) shared += 1;
  const overlap = questionPairs.size === 0 ? 0 : shared / questionPairs.size;
  // A question counts when a keyword is in the comment or it shares a good part of its wording.
  const questionScore = shared >= 2 && overlap >= 0.3 ? 3 * overlap : 0;
  if (keywordScore === 0 && questionScore === 0) return 0;
  return keywordScore + questionScore + productBonus;
};

/**
 * The knowledge rows relevant to a comment, most relevant first: keyword hits in the comment, shared
 * wording with the question, and the product (rows for another product are never picked).
 */
export const rankKnowledge = (
  entries: readonly KnowledgeEntry[],
  query: KnowledgeQuery,
  limit: number = KNOWLEDGE_PER_DRAFT,
): ReplyKnowledge[] => {
  const text = normalize(query.text);
  const textPairs = bigrams(query.text);
  const product = normalize(query.productName ?? '');
  return entries
    .map((entry, order) => ({ entry, order, score: score(entry, text, textPairs, product) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => ({ question: entry.question, answer: entry.answer, product: entry.product || null }));
};
