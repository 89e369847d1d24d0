import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { safeJson } from '../safeJson';
import { type SeedComment, ZSeedComment } from './seedComment';

/**
 * How much a line of an independent annotator's file (`annotator*.jsonl`, written by sessions that never read the
 * classifier) counts in training against a line the engineers wrote. Their voices are nearer to comments written
 * by other people: at 2 (session 14), with every annotator3 file left out of training, cls_type 0.819 → 0.825 and
 * sentiment 0.815 → 0.819 on them at an equal flagged share; CV by file held (0.906 / 0.897 → 0.906 / 0.899).
 * At 3 CV by file fell (cls_type 0.905, content 0.881).
 */
export const INDEPENDENT_ANNOTATOR_WEIGHT = 2;

/** A seed comment with how much it counts in training. */
export type WeightedSeedComment = SeedComment & { weight: number };

/** The training weight of every line of one seed file, from the file's name. */
export const seedFileWeight = (name: string): number =>
  name.startsWith('annotator') ? INDEPENDENT_ANNOTATOR_WEIGHT : 1;

/** The seed data files: every `*.jsonl` beside this loader, one labelled comment per line. */
export const SEED_DIRECTORY = import.meta.dirname;

/**
 * The labelled seed set every embedded model trains from, checked against the label schema when read:
 * a mislabelled line fails loudly at start (file and line named) rather than training a wrong model.
 */
export const seedComments = (directory: string = SEED_DIRECTORY): WeightedSeedComment[] =>
  readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => readSeedFile(join(directory, name)));

/**
 * One JSONL file of labelled comments (blank lines skipped), each line validated with ZSeedComment and given
 * its file's training weight.
 */
export const readSeedFile = (path: string): WeightedSeedComment[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      if (!line.trim()) return [];
      const parsed = ZSeedComment.safeParse(safeJson(line));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.issues[0]?.message}`);
      return [{ ...parsed.data, weight: seedFileWeight(basename(path)) }];
    });
