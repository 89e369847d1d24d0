import type { FileFormat, FileKind, RecordKind } from './importTypes';

/**
 * MediaCrawler's output names: `{search|detail|creator}_{contents|comments}_{date}.{csv,json,jsonl}`.
 * A prefix before the crawl mode (a folder flattened into the name, `xhs_`, `douyin_`) is tolerated; the
 * platform itself is not in the name, it comes from the columns.
 */
const NAME = /(?:^|[_\-\s/\\])(search|detail|creator)_(contents|comments)_([^/\\]*)\.(csv|jsonl|json)$/i;

export type ImportFileName = { crawl: FileKind['crawl']; record: RecordKind; format: FileFormat };

export const importFileName = (name: string): ImportFileName | undefined => {
  const match = NAME.exec(name.trim());
  if (!match) return undefined;
  const [, crawl = '', record = '', , format = ''] = match;
  return {
    crawl: crawl.toLowerCase() as ImportFileName['crawl'],
    record: record.toLowerCase() === 'contents' ? 'notes' : 'comments',
    format: format.toLowerCase() as FileFormat,
  };
};
