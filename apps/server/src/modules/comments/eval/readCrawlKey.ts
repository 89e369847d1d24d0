import { readFileSync } from 'node:fs';
import { ZClsType, ZPlatform } from '@notedesk/contract';
import { z } from 'zod';

/** One line of a crawl set's answer key (classify/eval/crawl-c/key.jsonl): a comment and its true labels. */
const ZCrawlKeyRow = z.object({
  comment_id: z.string(),
  note_id: z.string(),
  platform: ZPlatform,
  /** Whether the demo tenant's keywords make the comment's note tracked (its comments listed). */
  note_tracked: z.boolean(),
  text: z.string(),
  cls_type: ZClsType,
  spam: z.boolean(),
});
export type CrawlKeyRow = z.infer<typeof ZCrawlKeyRow>;

/** The answer key of a crawl set, one row per comment. */
export const readCrawlKey = (path: string): CrawlKeyRow[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = ZCrawlKeyRow.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    });
