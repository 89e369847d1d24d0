import { situationHolds } from './commentSignals';
import { rivalBrandLexicon } from './rivalBrandLexicon';

/**
 * Whether a text is about another brand's product: a tracked brand of the tenant's not its own named (初沐用了一罐), a
 * skincare brand of the lexicon named bare (rivalBrands.txt), or a name before 那款 / 家的 that is not ours; and
 * nothing of ours named, nor ours weighed against it (比…贵).
 */
export const rivalNamed = (
  text: string,
  brandName?: string | null,
  otherBrands: readonly string[] = [],
): boolean => {
  const ours = brandName?.trim() ? text.replaceAll(brandName.trim(), '你们') : text;
  const named =
    [...otherBrands, ...rivalBrandLexicon()].some((name) => ours.includes(name)) ||
    situationHolds('rivalProduct', ours);
  return named && !situationHolds('ownProduct', ours) && !situationHolds('comparedWithUs', ours);
};
