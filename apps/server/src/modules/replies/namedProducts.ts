import { KNOWLEDGE_TERMS, type KnowledgeTerms, namedIn, normalizeTerm } from '../knowledge/knowledgeTerms';

/**
 * The own products a comment names by category ("防晒和面霜一起买" → 清透防晒乳 SPF50+, 神经酰胺面霜), in the
 * comment's order: what a draft calls them when the comment is filed under none. A category two products share
 * names neither (which one is meant is not known).
 */
export const namedProducts = (
  text: string,
  productNames: readonly string[],
  terms: KnowledgeTerms = KNOWLEDGE_TERMS,
): string[] => {
  const comment = normalizeTerm(text);
  const byCategory = new Map<string, string[]>();
  for (const name of productNames)
    for (const category of namedIn(normalizeTerm(name), terms.categories))
      byCategory.set(category, [...(byCategory.get(category) ?? []), name]);
  const firstAt = (category: string): number =>
    Math.min(
      ...(terms.categories[category] ?? []).map((word) => comment.indexOf(word)).filter((at) => at >= 0),
    );
  return [...namedIn(comment, terms.categories)]
    .filter((category) => byCategory.get(category)?.length === 1)
    .sort((a, b) => firstAt(a) - firstAt(b))
    .map((category) => byCategory.get(category)![0]!);
};
