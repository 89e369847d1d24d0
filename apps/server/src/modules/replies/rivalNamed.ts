import { situationHolds } from './commentSignals';
import { maskOwnBrand } from './maskOwnBrand';
import { otherBrandNamed } from './otherBrandNamed';

/**
 * Whether a text is about another brand's product: another brand named (`otherBrandNamed`: a tracked brand, a
 * lexicon brand, a name before 那款 / 家的 that is not ours), and nothing of ours named, nor ours weighed against it
 * (比…贵).
 */
export const rivalNamed = (
  text: string,
  brandName?: string | null,
  otherBrands: readonly string[] = [],
): boolean => {
  const ours = maskOwnBrand(text, brandName);
  return (
    otherBrandNamed(text, brandName, otherBrands) &&
    !situationHolds('ownProduct', ours) &&
    !situationHolds('comparedWithUs', ours)
  );
};
