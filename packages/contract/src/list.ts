import { z } from 'zod';
import { queryValue } from './queryValue';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 200;

export const ZListQuery = z.object({
  page: queryValue(z.coerce.number().int().min(1)).default(1),
  page_size: queryValue(z.coerce.number().int().min(1).max(PAGE_SIZE_MAX)).default(PAGE_SIZE_DEFAULT),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const ZPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

export type TPage<T> = { items: T[]; total: number; page: number; page_size: number };
