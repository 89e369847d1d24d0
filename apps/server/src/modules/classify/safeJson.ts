/** JSON text as a value, or undefined when it is not JSON (the caller's schema then rejects it). */
export const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
