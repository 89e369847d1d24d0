import type { TabTag } from '@/app/stores/useTabBarStore';

/**
 * Where a menu entry leads: back to its open tab's address (filters, page, chosen panel) when the page is
 * open, as the tab bar does, else to the entry's own path.
 */
export const menuTarget = (name: string, path: string, tags: readonly TabTag[]): string =>
  tags.find((tag) => tag.name === name && !tag.suffix)?.fullPath ?? path;
