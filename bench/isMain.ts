import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when the module at `moduleUrl` is the script node was started with (not imported by `npm run bench`). */
export const isMain = (moduleUrl: string): boolean =>
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
