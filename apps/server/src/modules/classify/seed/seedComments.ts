import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { safeJson } from '../safeJson';
import { type SeedComment, ZSeedComment } from './seedComment';

/** The seed data files: every `*.jsonl` beside this loader, one labelled comment per line. */
export const SEED_DIRECTORY = import.meta.dirname;

/**
 * The labelled seed set every embedded model trains from, checked against the label schema when read:
 * a mislabelled line fails loudly at start (file and line named) rather than training a wrong model.
 */
export const seedComments = (directory: string = SEED_DIRECTORY): SeedComment[] =>
  readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => readSeedFile(join(directory, name)));

/** One JSONL file of labelled comments (blank lines skipped), each line validated with ZSeedComment. */
export const readSeedFile = (path: string): SeedComment[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      if (!line.trim()) return [];
      const parsed = ZSeedComment.safeParse(safeJson(line));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.issues[0]?.message}`);
      return [parsed.data];
    });
