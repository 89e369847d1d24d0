import type { FormInstance } from '@arco-design/web-react';
import { HttpError } from './HttpError';

/**
 * Shows a refusal that names a field (the server's `field`, e.g. a too common password) under that field of
 * the form, in the language the server answered in (the UI's). Other failures were already shown as a message.
 */
export const showFieldError = <Values extends object>(form: FormInstance<Values>, error: unknown): void => {
  if (!(error instanceof HttpError) || error.field === undefined) return;
  form.setFields({ [error.field]: { error: { message: error.detail || error.message } } } as never);
};
