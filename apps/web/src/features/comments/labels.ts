import type { TClsType, TProcessStatus } from '@notedesk/contract';

/** Tag colours of the comment classes: negative stands out, leads are an opportunity. */
export const CLS_COLORS: Record<TClsType, string> = { 0: 'red', 1: 'orangered', 2: 'green', 100: 'gray' };

/** Badge states of the follow-up statuses. */
export const STATUS_BADGES: Record<TProcessStatus, 'default' | 'processing' | 'success' | 'warning'> = {
  0: 'warning',
  1: 'processing',
  2: 'success',
  3: 'default',
};

export const SENTIMENT_COLORS = { positive: 'green', neutral: 'gray', negative: 'red' } as const;
