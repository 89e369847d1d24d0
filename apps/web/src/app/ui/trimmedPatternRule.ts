/** A form rule: the value, trimmed, must match `pattern` (which says whether empty is allowed), else `message`. */
export const trimmedPatternRule = (pattern: RegExp, message: string) => ({
  validator: (value: string | undefined, callback: (error?: string) => void) =>
    callback(pattern.test((value ?? '').trim()) ? undefined : message),
});
