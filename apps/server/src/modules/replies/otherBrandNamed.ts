import { situationHolds } from './commentSignals';
import { maskOwnBrand } from './maskOwnBrand';
import { rivalBrandLexicon } from './rivalBrandLexicon';

/**
 * Whether a text names another brand or its product: a tracked brand of the tenant's not its own (初沐), a skincare
 * brand of the lexicon named bare (rivalBrands.txt), or a name before 那款 / 家的 that is not ours (别家的). Ours may be
 * named too ("这个精华和雾岚的一起用"): `rivalNamed` is the stricter reading, about the other brand only.
 */
export const otherBrandNamed = (
  text: string,
  brandName?: string | null,
  otherBrands: readonly string[] = [],
): boolean => {
  const ours = maskOwnBrand(text, brandName);
  return (
    [...otherBrands, ...rivalBrandLexicon()].some((name) => ours.includes(name)) ||
    situationHolds('rivalProduct', ours)
  );
};
