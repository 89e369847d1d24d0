import { statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { TImportJob } from '@notedesk/contract';
import type { ImportCounts } from './importTypes';
import type { ImportService } from './service';

/** Problems printed by the CLI; the rest are in the job's error report. */
const PRINTED_PROBLEMS = 20;

const countsLine = (counts: ImportCounts): string =>
  `read ${counts.read}, imported ${counts.imported}, updated ${counts.updated}, unchanged ${counts.unchanged}, skipped ${counts.skipped}`;

/**
 * `import --tenant T FILE…`: the same detection and job as an upload, run in this process. Progress goes
 * to stderr (stdout stays the summary, or JSON with --json); a refused file fails the whole command
 * before anything is written.
 */
export const importCommand = async (
  imports: ImportService,
  tenantId: number,
  paths: readonly string[],
  progress: (line: string) => void,
): Promise<{ message: string; job: TImportJob }> => {
  const files = paths.map((path) => {
    const absolute = resolve(path);
    return { path: absolute, name: basename(absolute), bytes: statSync(absolute).size };
  });
  const job = await imports.importFiles(tenantId, files, {
    onProgress: (counts, file) => progress(`${file} — so far: ${countsLine(counts)}`),
  });
  const problems = job.errors
    .slice(0, PRINTED_PROBLEMS)
    .map((problem) => `  ${problem.file}:${problem.line}: ${problem.reason}`);
  const more = job.errors_total > PRINTED_PROBLEMS ? [`  … ${job.errors_total - PRINTED_PROBLEMS} more`] : [];
  const message = [
    `Import job ${job.id} ${job.status}: ${countsLine(job.progress)}; ${job.attached} waiting comments attached`,
    ...(job.error ? [`  failed: ${job.error}`] : []),
    ...problems,
    ...more,
  ].join('\n');
  return { message, job };
};
