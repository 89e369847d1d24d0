import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../commentFilters';
import { unknownIdFilters } from '../unknownIdFilters';

describe('unknownIdFilters', () => {
  const known = {
    brand_id: new Set([1, 2]),
    product_line_id: new Set([10]),
    product_id: new Set([100]),
  };

  it('drops the ids the tenant does not have and names each', () => {
    const filters = { ...EMPTY_FILTERS, brand_id: 2, product_line_id: 99, product_id: 999, q: '过敏' };
    const unknown = unknownIdFilters(filters, known);
    expect(unknown.rejected).toEqual(['product_line_id=99', 'product_id=999']);
    expect(unknown.filters).toEqual({ ...EMPTY_FILTERS, brand_id: 2, q: '过敏' });
  });

  it('keeps known ids, and ids whose list has not loaded yet, untouched', () => {
    const filters = { ...EMPTY_FILTERS, brand_id: 1, staff_id: 12345 };
    const unknown = unknownIdFilters(filters, known);
    expect(unknown.rejected).toEqual([]);
    expect(unknown.filters).toBe(filters);
  });
});
