import { createEmbeddedClassifier } from '../classify/createEmbeddedClassifier';
import type { DemoContentRepository } from './demoContentRepository';
import { writeTenantContent } from './writeTenantContent';

/** Enough to fill every screen and filter, small enough to seed in a second or two. */
export const DEMO_NOTE_COUNT = 200;
export const DEMO_COMMENT_COUNT = 10_000;

/**
 * Notes, comments, suggested replies and inbox messages of the demo tenant, spread over the 90 days
 * before `now`. The same (tenant id, now) always gives the same data. Does nothing if the tenant
 * already has notes, so running it twice adds nothing.
 */
export const seedDemoContent = async (
  repository: DemoContentRepository,
  tenantId: number,
  now: number,
): Promise<{ notes: number; comments: number }> => {
  if ((await repository.countNotes(tenantId)) > 0) return { notes: 0, comments: 0 };
  // Classified by the embedded model, as imported comments are (trained here: about half a second).
  const classifier = createEmbeddedClassifier();
  const counts = await writeTenantContent(repository, tenantId, now, {
    notes: DEMO_NOTE_COUNT,
    comments: DEMO_COMMENT_COUNT,
    classify: classifier.classifySync,
  });
  return { notes: counts.notes, comments: counts.comments };
};
