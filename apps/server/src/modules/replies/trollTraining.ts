import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LabelledText } from './charBayes';

/**
 * The troll files the learned decision is trained on (eval/README.md, "Troll decisions"), each written independently.
 * The first blind file is development data since session 20's lead read its rows; a file still blind is never here.
 */
export const TROLL_FILES = [
  'troll-decisions.jsonl',
  'troll-decisions-2.jsonl',
  'troll-decisions-3.jsonl',
  'troll-decisions-4.jsonl',
  'troll-decisions-blind.jsonl',
].map((name) => join(import.meta.dirname, 'eval', name));

/**
 * The held-out fifth, fixed before any tuning on a file (session 16): a row is held out when the FNV-1a hash of its
 * text is 0 mod 5. By text, not by line number, so the annotator's row order cannot move a row across.
 */
export const isHeldOut = (text: string): boolean => {
  let hash = 0x811c9dc5;
  for (const unit of text) {
    hash ^= unit.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 5 === 0;
};

/** A file's rows (a missing file gives none). */
export const readTrollRows = (file: string): (LabelledText & Record<string, unknown>)[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line))
    : [];

/** The development four fifths of every troll file: what the learned decision may learn from, never a held-out row. */
export const trollTrainingRows = (files: readonly string[] = TROLL_FILES): LabelledText[] =>
  files
    .flatMap(readTrollRows)
    .filter((row) => !isHeldOut(row.text))
    .map((row) => ({ text: row.text, troll: row.troll }));
