import { reason } from './importReasons';
import { ownerGone, type ProcessSelf } from './ownerGone';

/** Why a job whose process went away mid-import failed: stored as a code, shown in the reader's language. */
export const INTERRUPTED_IMPORT = reason('serverRestarted');

/** What such jobs stored before the code was: both languages in one string (shown in the reader's now). */
export const LEGACY_INTERRUPTED_IMPORT_ERROR =
  '服务器在导入过程中重启，导入未完成，请重新导入文件 / The server restarted while importing; import the file again';

/** A queued job is claimed at once by the process that created it; one still queued after this was lost. */
export const QUEUED_JOB_STALE_MS = 10 * 60 * 1000;

/**
 * Whether an unfinished job can no longer finish. Jobs run in the process that received the files, named
 * `host:pid:instance` in `claimed_by`: on this host a job is stale when that process is gone or when it is
 * this very pid under another instance (a restart that reused the pid, as in containers). Jobs of other
 * hosts are left to their own start-up.
 */
export const interruptedJob = (
  job: { status: string; claimed_by: string | null; created_at: number },
  self: ProcessSelf,
  now: number,
): boolean => {
  if (job.status === 'queued') return now - Number(job.created_at) > QUEUED_JOB_STALE_MS;
  return job.claimed_by !== null && ownerGone(job.claimed_by, self);
};
