import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import type { ClassifyInput, CommentLabels } from '../../classify/commentClassifier';
import { createImportWriter } from '../createImportWriter';
import type { ImportComment } from '../importTypes';
import { noteMatcher } from '../noteMatcher';
import { createImportRepository } from '../repository';
import { createTestClassifier } from './testClassifier';

const importComment = (id: string): ImportComment => ({
  platform: 'xhs',
  platform_comment_id: id,
  platform_note_id: 'overlap-note',
  parent_comment_id: '',
  content: `comment ${id}`,
  user_id: 'u',
  user_nickname: 'n',
  user_avatar: '',
  ip_location: '',
  like_count: 1,
  sub_comment_count: 0,
  pictures: '',
  published_at: 1_736_476_800_000,
  last_modify_ts: 1_736_500_000_000,
});

/** The test classifier, holding its first call until the test lets it go (as a busy worker thread would). */
const createHeldClassifier = () => {
  const inner = createTestClassifier();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let calls = 0;
  return {
    held,
    release,
    classify: async (inputs: readonly ClassifyInput[]): Promise<CommentLabels[]> => {
      calls += 1;
      if (calls === 1) {
        reached();
        await released;
      }
      return inner.classify(inputs);
    },
  };
};

describe('batches written while the next is looked up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a row the previous batch commits while the next batch asks the database counts as unchanged, not new', async () => {
    const repository = createImportRepository(t.db, t.database.dialect);
    const classifier = createHeldClassifier();
    const writer = createImportWriter({
      repository,
      classifier,
      tenantId: t.a.id,
      now: t.clock.now,
      match: noteMatcher(await repository.loadMatchCatalog(t.a.id)),
      ownAccountNames: [],
    });
    // Batch 1 holds one comment and waits in classification; batch 2 repeats it among 6,000 others, so
    // its look-up takes several queries, and batch 1 commits (and leaves the in-flight set) meanwhile.
    const first = writer.writeComments([importComment('overlap-0')]);
    await classifier.held;
    const second = writer.writeComments(
      Array.from({ length: 6000 }, (_, index) => importComment(`overlap-${index}`)),
    );
    classifier.release();
    expect(await first).toMatchObject({ imported: 1, unchanged: 0 });
    expect(await second).toMatchObject({ imported: 5999, updated: 0, unchanged: 1 });
    const stored = await t.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', t.a.id)
      .where('platform_comment_id', 'like', 'overlap-%')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(6000);
  });
});
