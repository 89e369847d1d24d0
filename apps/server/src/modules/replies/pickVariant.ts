/** A stable 32-bit hash of a text (FNV-1a). */
export const hashText = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * The variant for a seed: the same seed always gets the same one, and `attempt` steps to the next, so a
 * regenerate can offer another one deterministically.
 */
export const pickVariant = <T>(variants: readonly T[], seed: number, attempt = 0): T | undefined =>
  variants.length === 0 ? undefined : variants[(seed + attempt) % variants.length];
