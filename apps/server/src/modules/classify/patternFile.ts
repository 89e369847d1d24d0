import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** Named regexes read from a pattern file (spamVocabulary.txt, reliefVocabulary.txt). */
export type PatternFile = Readonly<Record<string, RegExp>>;

/**
 * Reads a pattern file once at start-up: each `== name [flags]` section's lines are alternatives of one regex,
 * so a new way of writing is a line of data with a comment, not a code change. `#` lines are comments.
 */
export const readPatternFile = (path: string): PatternFile => {
  const sections = new Map<string, { flags: string; lines: string[] }>();
  let current: { flags: string; lines: string[] } | undefined;
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('== ')) {
      const [name = '', flags = ''] = line.slice(3).trim().split(/\s+/);
      current = { flags, lines: [] };
      sections.set(name, current);
    } else if (current) current.lines.push(line);
    else throw new Error(`${path}: a pattern line before the first "== name"`);
  }
  return Object.fromEntries(
    [...sections].map(([name, { flags, lines }]) => [name, new RegExp(lines.join('|'), flags)]),
  );
};

/** One named pattern of a file; a missing name is a start-up error, not a rule that silently never fires. */
export const patternOf = (patterns: PatternFile, name: string, file: string): RegExp => {
  const pattern = patterns[name];
  if (!pattern) throw new Error(`${file} has no "== ${name}"`);
  return pattern;
};

/**
 * The named patterns of one file, read once, under the keys the code uses: `{ ownSkin: 'own-skin' }` gives
 * `{ ownSkin: RegExp }`, and a name the file lacks is a start-up error.
 */
export const namedPatterns = <Key extends string>(
  path: string,
  names: Readonly<Record<Key, string>>,
): Readonly<Record<Key, RegExp>> => {
  const patterns = readPatternFile(path);
  const file = basename(path);
  return Object.fromEntries(
    Object.entries<string>(names).map(([key, name]) => [key, patternOf(patterns, name, file)]),
  ) as Record<Key, RegExp>;
};
