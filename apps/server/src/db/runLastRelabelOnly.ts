import type { Migration } from 'kysely';

/** A migration; `relabelsModelComments` marks one that classifies the model-labelled comments once more. */
export type MigrationStep = Migration & { relabelsModelComments?: true };

/**
 * Every relabel migration (0023, 0027, 0028, …) classifies the model-labelled comments with the embedded
 * classifier as the code is now, not as it was when the migration was written, so several of them pending at
 * once would do the same work several times (minutes each on a million comments). Of the relabel migrations a
 * run applies — those up to `target` (the last migration of the run) — only the last one does its work; the
 * earlier ones are recorded as applied without running. A database that applied some of them earlier still gets
 * the newest model's labels from the last one.
 */
export const runLastRelabelOnly = (
  steps: Record<string, MigrationStep>,
  target: string,
): Record<string, Migration> => {
  const names = Object.keys(steps).sort();
  const lastRelabel = names.filter((name) => name <= target && steps[name]?.relabelsModelComments).at(-1);
  return Object.fromEntries(
    names.map((name) => {
      const step = steps[name] as MigrationStep;
      const skip = step.relabelsModelComments && name !== lastRelabel;
      return [name, { up: skip ? async () => undefined : step.up }];
    }),
  );
};
