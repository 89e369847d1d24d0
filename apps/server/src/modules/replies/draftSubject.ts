import { namedProducts } from './namedProducts';

/** What a draft is about: the product it names and the brand it speaks for. */
export type DraftSubject = {
  productName: string | null;
  brandName: string | null;
  /** false when the note and the comment are about a competitor only. */
  brandIsOwn: boolean | undefined;
};

/** The tenant's own brands and products, by the names a commenter would write. */
export type OwnNames = { brandNames: readonly string[]; productNames: readonly string[] };

const namesBrand = (content: string, brandNames: readonly string[]): string | undefined => {
  const text = content.normalize('NFKC').toLowerCase();
  return brandNames.find((name) => name.trim() !== '' && text.includes(name.normalize('NFKC').toLowerCase()));
};

/**
 * The subject of a draft as the comment names it, over the note it sits under: "精华多少钱" under the cream's note
 * asks about the serum, and "栖溪精华有没有买一送一" under a competitor's comparison note is our customer asking about
 * our product (answered, about our brand). A comment naming several own products is left to the engine to name
 * them all (productName null); one naming none keeps the note's product.
 */
export const draftSubject = (content: string, note: DraftSubject, own: OwnNames): DraftSubject => {
  const ownBrand = note.brandIsOwn === false ? namesBrand(content, own.brandNames) : undefined;
  // Under a competitor's note, "精华" is their serum unless our brand is named.
  if (note.brandIsOwn === false && ownBrand === undefined) return note;
  const named = namedProducts(content, own.productNames);
  // The note's product is a competitor's when our brand is named under their note: never name it.
  const fallback = ownBrand === undefined ? note.productName : null;
  const productName = named.length === 0 ? fallback : named.length === 1 ? named[0]! : null;
  return ownBrand === undefined
    ? { ...note, productName }
    : { productName, brandName: ownBrand, brandIsOwn: true };
};
