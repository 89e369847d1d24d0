/**
 * What makes two knowledge rows the same question: the question and product as a person reads them —
 * full/half width, letter case, spaces and a closing question mark do not count.
 */
export const knowledgeKey = (question: string, product: string): string => {
  const normal = (text: string) =>
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/\s+/g, '')
      .replace(/[?？]+$/, '');
  return `${normal(question)}\u0000${normal(product)}`;
};
