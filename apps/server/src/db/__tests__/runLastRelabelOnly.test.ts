import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type MigrationStep, runLastRelabelOnly } from '../runLastRelabelOnly';

/** Steps that write their name into `ran` when they run, so a test sees which ones did their work. */
const recordingSteps = (ran: string[], relabels: string[], others: string[]): Record<string, MigrationStep> =>
  Object.fromEntries(
    [...relabels, ...others].map((name) => [
      name,
      {
        up: async () => {
          ran.push(name);
        },
        ...(relabels.includes(name) ? { relabelsModelComments: true as const } : {}),
      },
    ]),
  );

const runAll = async (steps: Record<string, MigrationStep>, target: string): Promise<void> => {
  const run = runLastRelabelOnly(steps, target);
  for (const name of Object.keys(run).sort()) {
    if (name > target) break;
    // biome-ignore lint/suspicious/noExplicitAny: the recording steps never touch the database
    await run[name]?.up({} as Kysely<any>);
  }
};

describe('runLastRelabelOnly', () => {
  const relabels = ['0023_relabel', '0027_relabel_again', '0028_relabel_session11'];
  const others = ['0022_reply', '0024_feishu', '0029_something_else'];

  it('runs only the last relabel migration of a run, and every other migration', async () => {
    const ran: string[] = [];
    await runAll(recordingSteps(ran, relabels, others), '0029_something_else');
    expect(ran).toEqual(['0022_reply', '0024_feishu', '0028_relabel_session11', '0029_something_else']);
  });

  it('runs the last relabel migration up to the target when the run stops earlier', async () => {
    const ran: string[] = [];
    await runAll(recordingSteps(ran, relabels, others), '0024_feishu');
    expect(ran).toEqual(['0022_reply', '0023_relabel', '0024_feishu']);
  });

  it('keeps every migration name, so a database records the skipped ones as applied', () => {
    const run = runLastRelabelOnly(recordingSteps([], relabels, others), '0029_something_else');
    expect(Object.keys(run)).toEqual([...relabels, ...others].sort());
  });
});
