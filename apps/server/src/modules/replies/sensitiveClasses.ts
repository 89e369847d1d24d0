import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SensitiveTopic } from './commentSignals';

/** A meaning class of sensitive topics (a named condition, a medicine, a procedure, a child…) and its vocabulary. */
export type SensitiveClass = { topic: SensitiveTopic; terms: string[]; patterns: string[] };

const literal = (term: string): string => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A class as regular-expression sources: its words (escaped, one alternation) and the words it builds. */
export const classSources = (entry: SensitiveClass): string[] => [
  ...(entry.terms.length > 0 ? [entry.terms.map(literal).join('|')] : []),
  ...entry.patterns,
];

/** sensitiveClasses.json, read once: the vocabulary is data, kept beside this code. */
export const SENSITIVE_CLASSES: Record<string, SensitiveClass> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'sensitiveClasses.json'), 'utf8'),
).classes;

/**
 * The regular-expression sources each topic gains from its classes, to sit beside commentSignals.json's own
 * per-topic patterns: a comment that names any class of a topic touches it.
 */
export const sensitiveClassSources = (
  classes: Record<string, SensitiveClass> = SENSITIVE_CLASSES,
): Partial<Record<SensitiveTopic, string[]>> => {
  const sources: Partial<Record<SensitiveTopic, string[]>> = {};
  for (const entry of Object.values(classes)) {
    sources[entry.topic] = [...(sources[entry.topic] ?? []), ...classSources(entry)];
  }
  return sources;
};

/** The classes a normalised text names (for tests and explanations), in the file's order. */
export const sensitiveClassesIn = (
  normal: string,
  classes: Record<string, SensitiveClass> = SENSITIVE_CLASSES,
): string[] =>
  Object.entries(classes)
    .filter(([, entry]) => classSources(entry).some((source) => new RegExp(source, 'i').test(normal)))
    .map(([name]) => name);
