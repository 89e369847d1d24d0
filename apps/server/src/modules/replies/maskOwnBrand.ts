/** A text with the brand's own name read as 你们, so that patterns for "another brand" never take ours for one. */
export const maskOwnBrand = (text: string, brandName?: string | null): string =>
  brandName?.trim() ? text.replaceAll(brandName.trim(), '你们') : text;
