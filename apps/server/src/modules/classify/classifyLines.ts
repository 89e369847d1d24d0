import type { ClassifyInput, CommentClassifier } from './commentClassifier';

/** Lines classified together: big enough to amortise the call, small enough to stream. */
const BATCH = 512;

type Parsed = { input: ClassifyInput } | { error: string };

/**
 * `cli classify`: JSON lines with a `text` field in, one JSON line of labels out per input line, in
 * order. A line that is not such JSON gets `{"error": "..."}` on its own line and the rest go on.
 */
export const classifyLines = async (
  lines: AsyncIterable<string>,
  write: (line: string) => Promise<void>,
  classifier: CommentClassifier,
): Promise<{ lines: number; errors: number }> => {
  let batch: Parsed[] = [];
  let count = 0;
  let errors = 0;
  const flush = async () => {
    const inputs = batch.flatMap((entry) => ('input' in entry ? [entry.input] : []));
    const labels = await classifier.classify(inputs);
    let next = 0;
    const out = batch.map((entry) =>
      JSON.stringify('input' in entry ? labels[next++] : { error: entry.error }),
    );
    batch = [];
    if (out.length) await write(`${out.join('\n')}\n`);
  };
  for await (const line of lines) {
    const parsed = parseLine(line);
    if ('error' in parsed) errors += 1;
    batch.push(parsed);
    count += 1;
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { lines: count, errors };
};

const parseLine = (line: string): Parsed => {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { error: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { error: 'not a JSON object' };
  const { text, note_title, note_text } = value as Record<string, unknown>;
  if (typeof text !== 'string') return { error: 'missing "text" (a string)' };
  return {
    input: {
      text,
      ...(typeof note_title === 'string' ? { noteTitle: note_title } : {}),
      ...(typeof note_text === 'string' ? { noteText: note_text } : {}),
    },
  };
};
