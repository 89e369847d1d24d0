import { describe, expect, it } from 'vitest';
import { createFeatureRowIndex } from '../featureRowIndex';

describe('feature row index', () => {
  it("gives each feature's row in every model, and -1 where a model never saw it", () => {
    const index = createFeatureRowIndex([
      Uint32Array.from([0xffffffff, 7]),
      Uint32Array.from([1, 2, 3, 4, 5, 7]),
    ]);
    const rows = [new Int32Array(4), new Int32Array(4)];
    index.rowsOf(Uint32Array.from([7, 0xffffffff, 8, 0]), rows);
    expect([...rows[0]!]).toEqual([1, 0, -1, -1]);
    expect([...rows[1]!]).toEqual([5, -1, -1, -1]);
  });

  it('finds every one of many hashes, colliding slots included', () => {
    // Multiples of a large power of two share their low bits: the worst case for a masked table.
    const ids = Array.from({ length: 5000 }, (_, i) => (i * 0x10000) >>> 0);
    const index = createFeatureRowIndex([Uint32Array.from(ids)]);
    const rows = [new Int32Array(ids.length + 1)];
    index.rowsOf(Uint32Array.from([...ids, 12345]), rows);
    expect([...rows[0]!]).toEqual([...ids.map((_, row) => row), -1]);
  });
});
