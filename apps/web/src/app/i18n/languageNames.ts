import type { Locale } from './messages';

/** Each language named in itself, as language pickers do: a reader finds theirs whatever is shown now. */
export const LANGUAGE_NAMES: ReadonlyArray<{ value: Locale; label: string }> = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en-US', label: 'English' },
];
