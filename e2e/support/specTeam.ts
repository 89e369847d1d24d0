import { basename } from 'node:path';

export type Credentials = { username: string; password: string };

/** The tenant a spec file works in, and its three staff accounts (the demo's passwords). */
export type SpecTeam = {
  tenant: string;
  /** What the staff usernames start with: the spec file's name. */
  prefix: string;
  admin: Credentials;
  manager: Credentials;
  worker: Credentials;
};

/**
 * The team of one spec file, named after it (`comments.spec.ts` → tenant `Demo comments`, staff
 * `comments-admin`, …): globalSetup seeds it through the CLI before the server starts, the `team` fixture
 * hands it to the file's tests. One tenant per file, so files never see each other's changes.
 */
export const specTeam = (specFile: string): SpecTeam => {
  const prefix = basename(specFile).replace(/\.spec\.ts$/, '');
  return {
    tenant: `Demo ${prefix}`,
    prefix,
    admin: { username: `${prefix}-admin`, password: 'Admin123' },
    manager: { username: `${prefix}-manager`, password: 'Manager123' },
    worker: { username: `${prefix}-worker`, password: 'Worker123' },
  };
};
