import type { SeedComment, SeedLabels } from './seedComment';

/** One comment per non-empty line of `lines`, all with the same labels. */
export const seedGroup = (labels: SeedLabels, lines: string): SeedComment[] =>
  lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ ...labels, text }));
