const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** This process, as it names itself in `claimed_by` and its upload folder: `host:pid:instance`. */
export type ProcessSelf = { host: string; pid: number; worker: string };

/**
 * Whether the process named `owner` (`host:pid:instance`) is gone: on this host, when that process no
 * longer runs or when it is this very pid under another instance (a restart that reused the pid, as in
 * containers). Owners on other hosts are left to their own start-up.
 */
export const ownerGone = (owner: string, self: ProcessSelf): boolean => {
  if (owner === self.worker) return false;
  const [host, pidText] = owner.split(':');
  if (host !== self.host) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  return pid === self.pid || !processAlive(pid);
};
