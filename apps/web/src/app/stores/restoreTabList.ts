import type { TabTag } from './useTabBarStore';

const isTabTag = (value: unknown): value is TabTag => {
  if (typeof value !== 'object' || value === null) return false;
  const tag = value as Record<string, unknown>;
  return (
    typeof tag.name === 'string' &&
    typeof tag.title === 'string' &&
    typeof tag.fullPath === 'string' &&
    tag.fullPath.startsWith('/') &&
    (tag.suffix === undefined || typeof tag.suffix === 'string') &&
    (tag.ignoreCache === undefined || typeof tag.ignoreCache === 'boolean')
  );
};

/**
 * The open tabs saved for this browser tab, as the tab bar can show them: well-formed tags only, each address
 * once, the default tab first. Anything unreadable (an older shape, a hand-edited value) gives the default tab.
 */
export const restoreTabList = (saved: unknown, defaultTag: TabTag): TabTag[] => {
  const tags = Array.isArray(saved) ? saved.filter(isTabTag) : [];
  const seen = new Set<string>();
  const unique = tags.filter((tag) => {
    if (seen.has(tag.fullPath)) return false;
    seen.add(tag.fullPath);
    return true;
  });
  const defaultIndex = unique.findIndex((tag) => tag.name === defaultTag.name);
  if (defaultIndex < 0) return [defaultTag, ...unique];
  // The default tab keeps the address the user left it at, but always comes first.
  const [first] = unique.splice(defaultIndex, 1);
  return [first ?? defaultTag, ...unique];
};
