import { z } from 'zod';

/** Absent, empty and "NaN" query values mean "no filter" (DESIGN §4). */
export const blankToUndefined = (value: unknown): unknown =>
  value === '' || value === 'NaN' || value === null ? undefined : value;

export const queryValue = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
