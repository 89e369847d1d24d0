/**
 * Looks up, for each feature hash of a comment, its weight row in each of several models (-1 where a model
 * never saw it). One open-addressing table in typed arrays serves all the models: the embedded classifier
 * runs four models over the same features, so each feature is looked up once instead of four times, and
 * never through a Map keyed by 32-bit hashes (most above 2^31, so boxed numbers rather than small integers,
 * which made Map look-ups half of the classifier's time).
 */
export type FeatureRowIndex = {
  /** Writes into `rows[m][i]` the row of `ids[i]` in model m (or -1), for i < ids.length. */
  rowsOf: (ids: Uint32Array, rows: readonly Int32Array[]) => void;
};

/** Each vocabulary is one model's feature hashes in row order (LinearModel.ids): no Map is built. */
export const createFeatureRowIndex = (vocabularies: readonly Uint32Array[]): FeatureRowIndex => {
  const models = vocabularies.length;
  const total = vocabularies.reduce((sum, ids) => sum + ids.length, 0);
  let size = 16;
  while (size < total * 2) size *= 2;
  const mask = size - 1;
  const keys = new Uint32Array(size);
  const used = new Uint8Array(size);
  const table = new Int32Array(size * models).fill(-1);
  // The ids are FNV hashes already; the multiply spreads their low bits further.
  const slotOf = (id: number): number => {
    let slot = Math.imul(id, 0x9e3779b1) & mask;
    while (used[slot] === 1 && keys[slot] !== id) slot = (slot + 1) & mask;
    return slot;
  };
  vocabularies.forEach((ids, m) => {
    for (let row = 0; row < ids.length; row += 1) {
      const slot = slotOf(ids[row]!);
      used[slot] = 1;
      keys[slot] = ids[row]!;
      table[slot * models + m] = row;
    }
  });
  return {
    rowsOf: (ids, rows) => {
      for (let i = 0; i < ids.length; i += 1) {
        const slot = slotOf(ids[i]!);
        const known = used[slot] === 1;
        for (let m = 0; m < models; m += 1) rows[m]![i] = known ? table[slot * models + m]! : -1;
      }
    },
  };
};
