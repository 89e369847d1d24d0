/** A count in the UI language (12,345). */
export const formatCount = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** A ratio 0–1 as a percentage with one decimal (12.5%). */
export const formatPercent = (ratio: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
