import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;

/** Spec §5 password hint: at least 6 characters, no spaces, upper- and lower-case letters and digits. */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(128)
  .refine((value) => !/\s/.test(value), { message: 'password_no_spaces' })
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
    message: 'password_mix',
  });

export const isStrongPassword = (value: string): boolean => ZNewPassword.safeParse(value).success;
