import { type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseHandle } from './createDb';
import * as initial from './migrations/0001_initial';
import * as repliesOnNotes from './migrations/0002_replies_on_notes';
import * as liveCommentIndexes from './migrations/0003_live_comment_indexes';
import * as commentChanges from './migrations/0004_comment_changes';
import * as importTracking from './migrations/0005_import_tracking';
import * as llm from './migrations/0006_llm';
import * as knowledge from './migrations/0007_knowledge';
import * as tenantClassifiers from './migrations/0008_tenant_classifiers';
import * as trackingManual from './migrations/0009_tracking_manual';
import * as listNameVersions from './migrations/0010_list_name_versions';
import * as replyAdvice from './migrations/0011_reply_advice';
import * as loginFailures from './migrations/0012_login_failures';
import * as storedTimes from './migrations/0013_stored_times';
import * as noteLinks from './migrations/0014_note_links';
import * as messageEvents from './migrations/0015_message_events';
import * as replyFlags from './migrations/0016_reply_flags';
import * as commentSpam from './migrations/0017_comment_spam';
import * as groupChat from './migrations/0018_group_chat';
import * as noteChanges from './migrations/0019_note_changes';
import * as feishu from './migrations/0020_feishu';
import * as commentTracked from './migrations/0021_comment_tracked';
import * as replyBasedOnUser from './migrations/0022_reply_based_on_user';
import * as relabelModelComments from './migrations/0023_relabel_model_comments';
import * as feishuJobs from './migrations/0024_feishu_jobs';
import * as knowledgeSource from './migrations/0025_knowledge_source';
import * as feishuRowsAndSyncLease from './migrations/0026_feishu_rows_and_sync_lease';
import * as relabelModelCommentsAgain from './migrations/0027_relabel_model_comments_again';
import * as relabelModelCommentsSession11 from './migrations/0028_relabel_model_comments_session11';
import * as relabelModelCommentsSession12 from './migrations/0029_relabel_model_comments_session12';
import * as relabelModelCommentsSession14 from './migrations/0030_relabel_model_comments_session14';
import * as relabelModelCommentsSession15 from './migrations/0031_relabel_model_comments_session15';
import * as relabelModelCommentsSession16 from './migrations/0032_relabel_model_comments_session16';
import * as relabelModelCommentsSession18 from './migrations/0033_relabel_model_comments_session18';
import * as tenantModelRelabel from './migrations/0034_tenant_model_relabel';
import * as relabelModelCommentsSession21 from './migrations/0035_relabel_model_comments_session21';
import { type MigrationStep, runLastRelabelOnly } from './runLastRelabelOnly';

/** Migrations in order; each takes the dialect for the few statements that differ. */
const migrationSteps = (handle: DatabaseHandle): Record<string, MigrationStep> => ({
  '0001_initial': { up: (db) => initial.up(db, handle.dialect) },
  '0002_replies_on_notes': { up: (db) => repliesOnNotes.up(db) },
  '0003_live_comment_indexes': { up: (db) => liveCommentIndexes.up(db) },
  '0004_comment_changes': { up: (db) => commentChanges.up(db) },
  '0005_import_tracking': { up: (db) => importTracking.up(db) },
  '0006_llm': { up: (db) => llm.up(db) },
  '0007_knowledge': { up: (db) => knowledge.up(db, handle.dialect) },
  '0008_tenant_classifiers': { up: (db) => tenantClassifiers.up(db) },
  '0009_tracking_manual': { up: (db) => trackingManual.up(db) },
  '0010_list_name_versions': { up: (db) => listNameVersions.up(db, handle.dialect) },
  '0011_reply_advice': { up: (db) => replyAdvice.up(db) },
  '0012_login_failures': { up: (db) => loginFailures.up(db) },
  '0013_stored_times': { up: (db) => storedTimes.up(db) },
  '0014_note_links': { up: (db) => noteLinks.up(db) },
  '0015_message_events': { up: (db) => messageEvents.up(db) },
  '0016_reply_flags': { up: (db) => replyFlags.up(db) },
  '0017_comment_spam': { up: (db) => commentSpam.up(db) },
  '0018_group_chat': { up: (db) => groupChat.up(db, handle.dialect) },
  '0019_note_changes': { up: (db) => noteChanges.up(db) },
  '0020_feishu': { up: (db) => feishu.up(db, handle.dialect) },
  '0021_comment_tracked': { up: (db) => commentTracked.up(db) },
  '0022_reply_based_on_user': { up: (db) => replyBasedOnUser.up(db) },
  '0023_relabel_model_comments': { up: (db) => relabelModelComments.up(db), relabelsModelComments: true },
  '0024_feishu_jobs': { up: (db) => feishuJobs.up(db) },
  '0025_knowledge_source': { up: (db) => knowledgeSource.up(db) },
  '0026_feishu_rows_and_sync_lease': { up: (db) => feishuRowsAndSyncLease.up(db) },
  '0027_relabel_model_comments_again': {
    up: (db) => relabelModelCommentsAgain.up(db),
    relabelsModelComments: true,
  },
  '0028_relabel_model_comments_session11': {
    up: (db) => relabelModelCommentsSession11.up(db),
    relabelsModelComments: true,
  },
  '0029_relabel_model_comments_session12': {
    up: (db) => relabelModelCommentsSession12.up(db),
    relabelsModelComments: true,
  },
  '0030_relabel_model_comments_session14': {
    up: (db) => relabelModelCommentsSession14.up(db),
    relabelsModelComments: true,
  },
  '0031_relabel_model_comments_session15': {
    up: (db) => relabelModelCommentsSession15.up(db),
    relabelsModelComments: true,
  },
  '0032_relabel_model_comments_session16': {
    up: (db) => relabelModelCommentsSession16.up(db),
    relabelsModelComments: true,
  },
  '0033_relabel_model_comments_session18': {
    up: (db) => relabelModelCommentsSession18.up(db),
    relabelsModelComments: true,
  },
  '0034_tenant_model_relabel': { up: (db) => tenantModelRelabel.up(db) },
  '0035_relabel_model_comments_session21': {
    up: (db) => relabelModelCommentsSession21.up(db),
    relabelsModelComments: true,
  },
});

/** The migrations of a run that ends at `target` (the last one when none is given). */
const provider = (handle: DatabaseHandle, target?: string): MigrationProvider => ({
  getMigrations: async () => {
    const steps = migrationSteps(handle);
    return runLastRelabelOnly(steps, target ?? (Object.keys(steps).sort().at(-1) as string));
  },
});

export type MigrationReport = { applied: string[] };

export const migrateToLatest = async (handle: DatabaseHandle): Promise<MigrationReport> => {
  const migrator = new Migrator({ db: handle.db, provider: provider(handle) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
};

/** Migrates up to and including `name` (tests of a migration's data changes). */
export const migrateTo = async (handle: DatabaseHandle, name: string): Promise<void> => {
  const migrator = new Migrator({ db: handle.db, provider: provider(handle, name) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
};
