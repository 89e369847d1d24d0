import { readFileSync } from 'node:fs';

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
