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
