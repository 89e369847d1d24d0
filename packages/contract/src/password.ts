import { z } from 'zod';

/** Raised from the spec's 6 (issue #13): 6 and 7 characters fall to guessing too fast. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * A new password: at least 8 characters, no spaces, upper- and lower-case letters and digits. The server
 * also refuses the most common passwords (its own list, not shipped to the browser).
 */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(128)
  .refine((value) => !/\s/.test(value), { message: 'password_no_spaces' })
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
    message: 'password_mix',
  });

export const isStrongPassword = (value: string): boolean => ZNewPassword.safeParse(value).success;
