import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * True when a value was saved by someone other than the caller after the version the caller last saw
 * (`expected`: the ISO time it showed, or null for "never saved"). Saving over it would lose their change.
 */
export const changedByOther = (
  callerId: number,
  expected: string | null,
  savedAt: number | null,
  savedBy: number | null,
): boolean => {
  const expectedAt = expected === null ? null : Date.parse(expected);
  return (
    savedAt !== expectedAt && savedBy !== callerId && (expectedAt === null || (savedAt ?? 0) > expectedAt)
  );
};

/** Who saved a value last and when (the columns of one value, e.g. a follow-up or a reply draft). */
export type SavedByColumns = { savedBy: string; savedAt: string };

/** What the caller saw: their user id and the saved time they read (epoch ms, null for "never saved"). */
export type UnlessChangedBy = { callerId: number; expectedAt: number | null };

/**
 * The negation of `changedByOther` as a WHERE condition, so an UPDATE checks the rule itself and a save
 * racing in between the caller's read and this write is never overwritten.
 */
export const unchangedByOther = (columns: SavedByColumns, caller: UnlessChangedBy): RawBuilder<SqlBool> => {
  const savedBy = sql.ref(columns.savedBy);
  const savedAt = sql.ref(columns.savedAt);
  return caller.expectedAt === null
    ? sql<SqlBool>`(${savedBy} = ${caller.callerId} or ${savedAt} is null)`
    : sql<SqlBool>`(${savedBy} = ${caller.callerId} or coalesce(${savedAt}, 0) <= ${caller.expectedAt})`;
};
