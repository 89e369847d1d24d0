import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The spam rule's patterns, by their name in spamVocabulary.txt. */
export type SpamVocabulary = Readonly<Record<string, RegExp>>;

/**
 * Reads `spamVocabulary.txt` (beside this file) once at start-up: each `== name [flags]` section's lines are
 * alternatives of one regex, so adding a new disguise is a line of data with a comment, not a code change.
 */
export const spamVocabulary = (path = join(import.meta.dirname, 'spamVocabulary.txt')): SpamVocabulary => {
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
