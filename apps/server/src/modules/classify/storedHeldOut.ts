import { type TClassifierHeldOut, ZClassifierHeldOut } from '@notedesk/contract';
import type { StoredTenantClassifier } from './repository';
import { safeJson } from './safeJson';

/** The held-out figures measured when the tenant's model was trained, as stored; null when unreadable. */
export const storedHeldOut = (
  stored: Pick<StoredTenantClassifier, 'held_out'>,
): TClassifierHeldOut | null => {
  const heldOut = ZClassifierHeldOut.safeParse(safeJson(stored.held_out));
  return heldOut.success ? heldOut.data : null;
};
