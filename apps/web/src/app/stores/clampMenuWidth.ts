/**
 * The menu widths that work: below 120 px even short labels no longer fit beside their icon (the collapsed
 * menu, 48 px, is the way to a narrow menu); above 400 px the page loses more room than labels ever need.
 */
export const MENU_WIDTH_MIN = 120;
export const MENU_WIDTH_MAX = 400;

/** A width the menu can take: whole pixels within the bounds; anything not a number keeps `fallback`. */
export const clampMenuWidth = <Fallback extends number | null>(
  value: unknown,
  fallback: Fallback,
): number | Fallback => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(MENU_WIDTH_MAX, Math.max(MENU_WIDTH_MIN, Math.round(value)));
};
