import type { MessageKey, MessageParams } from '@/app/i18n/messages';
import { periodDays } from './shanghaiDay';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** "2026-11-01 至 2026-11-30": a period answered as [start, end) instants, named by its days. */
export const periodText = (t: Translate, start: string, end: string): string => {
  const [first, last] = periodDays(start, end);
  return first === last ? first : t('dashboard.periodRange', { start: first, end: last });
};
