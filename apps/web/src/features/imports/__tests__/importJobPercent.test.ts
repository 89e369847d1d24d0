import type { TImportJob, TImportStatus } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { importJobPercent } from '../components/importJobPercent';

const file = (bytes: number): TImportJob['files'][number] => ({
  name: `f${bytes}.csv`,
  bytes,
  platform: 'xhs',
  record: 'comments',
  format: 'csv',
  crawl: 'search',
});

const job = (status: TImportStatus, bytesRead: number, sizes = [600, 400]): TImportJob => ({
  id: 1,
  status,
  files: sizes.map(file),
  refused: [],
  progress: { read: 0, imported: 0, updated: 0, unchanged: 0, skipped: 0 },
  bytes_read: bytesRead,
  attached: 0,
  notes_tracked: 0,
  notes_untracked: 0,
  errors_total: 0,
  errors: [],
  error: '',
  created_by: null,
  created_at: '2025-01-10T00:00:00.000Z',
  started_at: null,
  finished_at: null,
});

describe('the import progress bar', () => {
  it('shows the share of the files’ bytes read while the job runs, below 100 until it ends', () => {
    expect(importJobPercent(job('running', 0))).toBe(0);
    expect(importJobPercent(job('running', 255))).toBe(25);
    expect(importJobPercent(job('running', 999))).toBe(99);
    expect(importJobPercent(job('running', 1000))).toBe(99);
    expect(importJobPercent(job('running', 5000, [0]))).toBe(0);
  });

  it('is empty while queued and full once the job has ended, whatever the bytes say', () => {
    expect(importJobPercent(job('queued', 0))).toBe(0);
    expect(importJobPercent(job('done', 0))).toBe(100);
    expect(importJobPercent(job('failed', 300))).toBe(100);
  });
});
