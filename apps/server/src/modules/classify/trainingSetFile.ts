import type { TTrainingSetQuery } from '@notedesk/contract';
import { csvCell } from '../../csvCell';
import type { SeedComment } from './seed/seedComment';

/** One row of the exported training set: where it came from and how much it counts. */
export type TrainingRow = SeedComment & { origin: 'seed' | 'staff'; weight: number };

const COLUMNS = ['text', 'cls_type', 'sentiment', 'neg_type', 'content_type', 'origin', 'weight'] as const;

/** The training set as a file: JSON lines, or CSV with a byte-order mark so Excel reads the Chinese. */
export const trainingSetFile = (
  rows: readonly TrainingRow[],
  format: TTrainingSetQuery['format'],
): { body: string; type: string; extension: string } => {
  if (format === 'csv') {
    const lines = [
      COLUMNS.join(','),
      ...rows.map((row) => COLUMNS.map((column) => csvCell(row[column])).join(',')),
    ];
    return { body: `\ufeff${lines.join('\r\n')}\r\n`, type: 'text/csv; charset=utf-8', extension: 'csv' };
  }
  const lines = rows.map((row) =>
    JSON.stringify(Object.fromEntries(COLUMNS.map((column) => [column, row[column]]))),
  );
  return { body: `${lines.join('\n')}\n`, type: 'application/x-ndjson; charset=utf-8', extension: 'jsonl' };
};
