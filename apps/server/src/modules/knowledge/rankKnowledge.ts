import { joinSpacedWords, kindsNamedIn, skinTypesNamedIn } from '../replies/commentSignals';
import type { ReplyKnowledge } from '../replies/replyEngine';
import { KNOWLEDGE_TERMS, type KnowledgeTerms, namedIn, normalizeTerm } from './knowledgeTerms';
import type { KnowledgeEntry } from './readKnowledgeFile';

/** Rows a draft is given at most. */
export const KNOWLEDGE_PER_DRAFT = 3;

/** What a comment asks about: its text and the product it is filed under. */
export type KnowledgeQuery = { text: string; productName: string | null };

/** What a text is about: its topics, the product categories it names, itself normalized. */
type Subject = { text: string; topics: Set<string>; categories: Set<string> };

const subjectOf = (text: string, terms: KnowledgeTerms): Subject => {
  // "面霜 什么 时候 到" (typed a word at a time) reads as one phrase.
  const normal = normalizeTerm(joinSpacedWords(text));
  return {
    text: normal,
    topics: namedIn(normal, terms.topics),
    categories: namedIn(normal, terms.categories),
  };
};

/** A merit-only row scores below any row that shares what is asked. */
const MERIT_SCORE = 0.5;

/**
 * Whether a row is about the product itself: filed under it, or its answer names it (by the name's first four
 * characters, so 氨基酸洁面 names 氨基酸洁面乳). Under a comparison such a row is our product's merit.
 */
const namesProduct = (entry: KnowledgeEntry, product: string): boolean => {
  if (product === '') return false;
  const wanted = normalizeTerm(entry.product);
  if (wanted !== '') return product.includes(wanted) || wanted.includes(product);
  return normalizeTerm(entry.answer).includes(product.slice(0, 4));
};

/** A row's own keywords that name something specific (not a topic word already, not "能用吗"). */
const specificKeywords = (entry: KnowledgeEntry, terms: KnowledgeTerms): string[] =>
  entry.keywords
    .map(normalizeTerm)
    .filter((keyword) => keyword.length >= 2 && !terms.generic.has(keyword))
    .filter((keyword) => namedIn(keyword, terms.topics).size === 0);

/**
 * 0 when the row does not answer the comment; else how well it does. The row must be about what is asked:
 * a shared topic (敏感肌, 发货, 孕期…) or one of its specific keywords in the comment; words every question has
 * (可以/用吗) never count. A row for another product, or about a product category the comment does not ask
 * about, is never picked.
 */
const score = (
  entry: KnowledgeEntry,
  asked: Subject & { compares: boolean },
  product: string,
  terms: KnowledgeTerms,
): number => {
  let productBonus = 0;
  if (entry.product) {
    const wanted = normalizeTerm(entry.product);
    // A comment naming another product's category ("只擦防晒，要买卸妆油吗" under the oil) is about that product too.
    const namesItsCategory = [...namedIn(wanted, terms.categories)].some(
      (category) => asked.categories.has(category) && !namedIn(product, terms.categories).has(category),
    );
    const sameProduct =
      (product !== '' && (product.includes(wanted) || wanted.includes(product))) ||
      asked.text.includes(wanted) ||
      namesItsCategory;
    if (!sameProduct) return 0;
    productBonus = 1;
  }
  const row = subjectOf(`${entry.question} ${entry.keywords.join(' ')}`, terms);
  // What the answer states is what the row can answer too ("无香精" answers 有没有香精), by topic only:
  // the product categories stay the question's.
  for (const topic of namedIn(normalizeTerm(entry.answer), terms.topics)) row.topics.add(topic);
  // "防晒在面霜之前还是之后" is not answered by a row about serum and cream: every category asked about must be the row's.
  const productCategories = namedIn(product, terms.categories);
  // A row about the filed product's own category answers it even when the comment names other steps too.
  const ownCategory =
    row.categories.size > 0 && [...row.categories].every((category) => productCategories.has(category));
  const otherCategory = [...asked.categories].some(
    (category) =>
      row.categories.size > 0 && !row.categories.has(category) && !productCategories.has(category),
  );
  // A comment naming several products (防晒、精华、面霜的顺序) is still about a row naming only some of them.
  const sharedCategory =
    row.categories.size > 0 && [...row.categories].every((category) => asked.categories.has(category));
  if (otherCategory && !ownCategory && !sharedCategory) return 0;
  // A row about other products (精华和面霜) does not answer a question filed under a cleanser that names neither.
  const aboutOthers =
    productCategories.size > 0 &&
    row.categories.size > 0 &&
    ![...row.categories].some(
      (category) => productCategories.has(category) || asked.categories.has(category),
    );
  if (aboutOthers) return 0;
  let shared = 0;
  for (const topic of asked.topics) if (row.topics.has(topic)) shared += 1;
  const keywordHits = specificKeywords(entry, terms).filter((keyword) => asked.text.includes(keyword)).length;
  if (shared === 0 && keywordHits === 0)
    return asked.compares && namesProduct(entry, product) ? MERIT_SCORE : 0;
  return shared * 2 + keywordHits + productBonus;
};

/**
 * The knowledge rows that answer a comment, most relevant first: by what is asked (shared topics, the row's
 * specific keywords) and the product; rows for another product are never picked.
 */
export const rankKnowledge = (
  entries: readonly KnowledgeEntry[],
  query: KnowledgeQuery,
  limit: number = KNOWLEDGE_PER_DRAFT,
  terms: KnowledgeTerms = KNOWLEDGE_TERMS,
): ReplyKnowledge[] => {
  // Asked to compare with another product, what a product does, or whether it suits someone who names no skin type
  // ("大老爷们用这个面霜行不行"): when no row answers what is asked, one row about our product does. A named skin
  // type ("混油皮会闷吗") wants an answer about that skin, which the product's other rows do not give.
  const kinds = kindsNamedIn(query.text);
  const suits = kinds.includes('skin_type') && skinTypesNamedIn(query.text).length === 0;
  const asked = {
    ...subjectOf(query.text, terms),
    compares: kinds.includes('comparison') || kinds.includes('efficacy') || suits,
  };
  const product = normalizeTerm(query.productName ?? '');
  const ranked = entries
    .map((entry, order) => ({ entry, order, score: score(entry, asked, product, terms) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const answered = ranked.filter((candidate) => candidate.score !== MERIT_SCORE);
  return (answered.length > 0 ? answered : ranked.slice(0, 1))
    .slice(0, limit)
    .map(({ entry }) => ({ question: entry.question, answer: entry.answer, product: entry.product || null }));
};
