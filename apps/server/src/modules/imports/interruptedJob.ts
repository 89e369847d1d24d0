/** Stored as the job's error when its process went away mid-import (both languages: the row is shared). */
export const INTERRUPTED_IMPORT_ERROR =
  '服务器在导入过程中重启，导入未完成，请重新导入文件 / The server restarted while importing; import the file again';

/** A queued job is claimed at once by the process that created it; one still queued after this was lost. */
export const QUEUED_JOB_STALE_MS = 10 * 60 * 1000;

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether an unfinished job can no longer finish. Jobs run in the process that received the files, named
 * `host:pid:instance` in `claimed_by`: on this host a job is stale when that process is gone or when it is
 * this very pid under another instance (a restart that reused the pid, as in containers). Jobs of other
 * hosts are left to their own start-up.
 */
export const interruptedJob = (
  job: { status: string; claimed_by: string | null; created_at: number },
  self: { host: string; pid: number; worker: string },
  now: number,
): boolean => {
  if (job.status === 'queued') return now - Number(job.created_at) > QUEUED_JOB_STALE_MS;
  if (!job.claimed_by || job.claimed_by === self.worker) return false;
  const [host, pidText] = job.claimed_by.split(':');
  if (host !== self.host) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  return pid === self.pid || !processAlive(pid);
};
