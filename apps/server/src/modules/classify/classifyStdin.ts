import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { classifyLines } from './classifyLines';
import { createEmbeddedClassifier } from './createEmbeddedClassifier';

/** The CLI's `classify` command over the process's standard input and output; returns the exit code. */
export const classifyStdin = async (): Promise<number> => {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  const write = async (chunk: string) => {
    // Respect back-pressure so classifying a huge file does not buffer all output in memory.
    if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
  };
  await classifyLines(lines, write, createEmbeddedClassifier());
  return 0;
};
