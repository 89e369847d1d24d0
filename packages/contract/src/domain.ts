import { z } from 'zod';

/** Domain values of DESIGN §5. Wire values are exactly these strings/numbers. */
export const PLATFORMS = ['xhs', 'dy'] as const;
export const ZPlatform = z.enum(PLATFORMS);
export type TPlatform = z.infer<typeof ZPlatform>;

export const ROLES = ['worker', 'manager', 'admin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** 0 negative, 1 sales lead, 2 positive or other, 100 other. */
export const CLS_TYPES = [0, 1, 2, 100] as const;
export const ZClsType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(100)]);
export type TClsType = z.infer<typeof ZClsType>;

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export const ZSentiment = z.enum(SENTIMENTS);
export type TSentiment = z.infer<typeof ZSentiment>;

export const NEG_TYPES = [
  'effect',
  'price',
  'adaptation',
  'service',
  'brand_reputation',
  'marketing',
  'blogger',
  'content',
  'flame',
  'other',
] as const;
export const ZNegType = z.enum(NEG_TYPES);
export type TNegType = z.infer<typeof ZNegType>;

export const CONTENT_TYPES = [
  'purchase_consultation',
  'product_consultation',
  'purchase_intention',
  'product_evaluation',
  'customer_requirement',
  'non_product',
] as const;
export const ZContentType = z.enum(CONTENT_TYPES);
export type TContentType = z.infer<typeof ZContentType>;

/** 0 to do, 1 in progress, 2 done, 3 no action. */
export const PROCESS_STATUSES = [0, 1, 2, 3] as const;
export const ZProcessStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type TProcessStatus = z.infer<typeof ZProcessStatus>;

export const CONTENT_SOURCES = ['own', 'brand', 'category'] as const;
export const ZContentSource = z.enum(CONTENT_SOURCES);
export type TContentSource = z.infer<typeof ZContentSource>;

export const CLS_SOURCES = ['model', 'llm', 'staff'] as const;
export const ZClsSource = z.enum(CLS_SOURCES);
export type TClsSource = z.infer<typeof ZClsSource>;

export const EXPAND_SOURCES = ['submit', 'search'] as const;
export const ZExpandSource = z.enum(EXPAND_SOURCES);
export type TExpandSource = z.infer<typeof ZExpandSource>;

export const MESSAGE_TYPES = ['message', 'notice', 'todo'] as const;
export const ZMessageType = z.enum(MESSAGE_TYPES);
export type TMessageType = z.infer<typeof ZMessageType>;
