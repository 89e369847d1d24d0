import { chmod, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ownerGone, type ProcessSelf } from './ownerGone';

/**
 * Uploaded files wait for their job in `<dataDir>/uploads/<process>/`, readable by the server's user only
 * (folders 0700, files 0600), never in the shared system temp folder. A folder per process lets start-up
 * remove what a crashed process left behind without touching the files of one still running.
 */
export const uploadFolders = (dataDir: string, self: ProcessSelf) => {
  const root = join(dataDir, 'uploads');
  const own = join(root, encodeURIComponent(self.worker));
  return {
    /** This process's folder, made private (mkdir keeps the mode of a folder that already exists). */
    prepare: async (): Promise<string> => {
      await mkdir(own, { recursive: true, mode: 0o700 });
      await chmod(root, 0o700);
      await chmod(own, 0o700);
      return own;
    },

    /** Removes the folders of processes that are gone (their jobs were failed as interrupted); how many. */
    removeStale: async (): Promise<number> => {
      const names = await readdir(root).catch(() => []);
      const stale = names.filter((name) => ownerGone(decodeURIComponent(name), self));
      await Promise.all(stale.map((name) => rm(join(root, name), { recursive: true, force: true })));
      return stale.length;
    },
  };
};
