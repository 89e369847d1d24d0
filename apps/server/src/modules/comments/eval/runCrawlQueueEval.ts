import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PLATFORMS, type TPlatform, ZCommentListQuery } from '@notedesk/contract';
import pino from 'pino';
import { loadConfig } from '../../../config';
import { createDb } from '../../../db/createDb';
import { migrateToLatest } from '../../../db/migrate';
import type { AppDeps } from '../../../deps';
import { createEmbeddedClassifier } from '../../classify/createEmbeddedClassifier';
import { DEMO_TENANT_NAME } from '../../demo/demoTenant';
import { seedDemo } from '../../demo/seedDemo';
import { createImageUrls } from '../../images/imageUrls';
import { createImportService } from '../../imports/service';
import { createTemplateReplyEngine } from '../../replies/createTemplateReplyEngine';
import { createCommentListIndex } from '../listIndex/createCommentListIndex';
import { createListIndexRepository } from '../listIndex/repository';
import { createCommentService } from '../service';
import { readCrawlKey } from './readCrawlKey';
import { FIRST_ROWS, type QueueScore, scoreQueue } from './scoreQueue';

/**
 * The crawl sets (MediaCrawler files and their key), each written blind by an independent annotator (its README):
 * crawl-c (session 14), crawl-d (session 15), crawl-e (session 16), crawl-f (session 17), crawl-g (session 17 round 8) and crawl-h (session 18 round 9). Each is scored on its
 * own database; a set not present is skipped.
 */
const CRAWL_SETS = ['crawl-c', 'crawl-d', 'crawl-e', 'crawl-f', 'crawl-g', 'crawl-h'] as const;
const crawlDir = (set: string): string => join(import.meta.dirname, '../../classify/eval', set);
const QUEUES = [
  { name: 'negatives (负面)', clsType: 0 },
  { name: 'leads (线索)', clsType: 1 },
] as const;
const PAGE_SIZE = 200;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile() && /_(contents|comments)_.*\.(csv|json|jsonl)$/.test(path));

const share = (count: number, total: number): string =>
  `${count}/${total} (${total === 0 ? '–' : `${((100 * count) / total).toFixed(0)} %`})`;

/**
 * `npm run eval`'s "crawl queues": each crawl set's files imported through the real import service as the
 * demo tenant (its keywords decide which notes are tracked) into a temporary SQLite database, then the
 * negatives and leads queues read through the inbox's comment-list service with its default filters (spam
 * hidden, untracked notes out), per platform, and judged against the key. `--show-queues` prints each queue's
 * wrong and missed rows.
 */
const main = async (): Promise<void> => {
  const { values } = parseArgs({
    strict: false,
    options: { 'show-queues': { type: 'boolean', default: false } },
  });
  for (const set of CRAWL_SETS) {
    const dir = crawlDir(set);
    if (!existsSync(join(dir, 'key.jsonl'))) {
      console.log(`\nCrawl queues on ${set}: ${dir} not present; not measured`);
      continue;
    }
    await scoreCrawlSet(set, dir, values['show-queues'] === true);
  }
};

/** One crawl set imported into a fresh temporary database and its queues judged against its key. */
const scoreCrawlSet = async (set: string, crawlDirectory: string, showQueues: boolean): Promise<void> => {
  const key = readCrawlKey(join(crawlDirectory, 'key.jsonl'));
  const dir = mkdtempSync(join(tmpdir(), 'notedesk-crawl-eval-'));
  const handle = createDb(join(dir, 'crawl.db'));
  try {
    await migrateToLatest(handle);
    const config = loadConfig({ DATA_DIR: dir });
    const deps: AppDeps = {
      db: handle.db,
      dialect: handle.dialect,
      config,
      now: Date.now,
      log: pino({ level: 'silent' }),
    };
    const { tenantId } = await seedDemo(handle, deps.now(), { tenantName: DEMO_TENANT_NAME, content: false });
    const manager = await handle.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('role', '=', 'manager')
      .executeTakeFirstOrThrow();
    const imports = createImportService(deps, createEmbeddedClassifier());
    const files = filesUnder(crawlDirectory).map((path) => ({
      path,
      name: path.split('/').at(-1)!,
      bytes: statSync(path).size,
    }));
    const job = await imports.importFiles(tenantId, files);
    const comments = createCommentService(
      deps,
      createTemplateReplyEngine(),
      createImageUrls({ secret: config.jwtSecret, now: deps.now }),
      createCommentListIndex(createListIndexRepository(handle.db, handle.dialect)),
    );
    const caller = { userId: manager.id, tenantId, role: 'manager' as const, sessionId: 'crawl-eval' };
    /** The platform comment ids of a queue, in the inbox's order (every page, default filters). */
    const queueIds = async (platform: TPlatform, clsType: number): Promise<string[]> => {
      const ids: string[] = [];
      for (let page = 1; ; page += 1) {
        const query = ZCommentListQuery.parse({
          target_platform: platform,
          cls_type: String(clsType),
          page: String(page),
          page_size: String(PAGE_SIZE),
        });
        const { items, total } = await comments.list(caller, query);
        ids.push(...items.map((row) => row.platform_comment_id));
        if (items.length === 0 || ids.length >= total) return ids;
      }
    };

    console.log(
      `\nCrawl queues on ${set} (${key.length} comments, written blind by an independent annotator; import ${job.status}: read ${job.progress.read}, imported ${job.progress.imported}, skipped ${job.progress.skipped}), inbox default filters`,
    );
    console.log(
      `| queue | platform | listed | right in first ${FIRST_ROWS} | precision | recall | spam leaked | untracked leaked |`,
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const queue of QUEUES) {
      const scores: QueueScore[] = [];
      for (const platform of PLATFORMS) {
        const score = scoreQueue(
          key.filter((row) => row.platform === platform),
          queue.clsType,
          await queueIds(platform, queue.clsType),
        );
        scores.push(score);
        console.log(
          `| ${queue.name} | ${platform} | ${score.listed} | ${share(score.rightInFirst, score.firstCount)} | ${share(score.right, score.listed)} | ${share(score.found, score.truth)} | ${score.spamLeaked} | ${score.untrackedLeaked} |`,
        );
        if (showQueues) {
          for (const row of score.wrong)
            console.log(`    wrong (key ${row.cls_type}${row.spam ? ', spam' : ''}): ${row.text}`);
          for (const row of score.missed) console.log(`    missed: ${row.text}`);
        }
      }
      const sum = (pick: (score: QueueScore) => number) =>
        scores.reduce((total, score) => total + pick(score), 0);
      console.log(
        `| ${queue.name} | both | ${sum((s) => s.listed)} | – | ${share(
          sum((s) => s.right),
          sum((s) => s.listed),
        )} | ${share(
          sum((s) => s.found),
          sum((s) => s.truth),
        )} | ${sum((s) => s.spamLeaked)} | ${sum((s) => s.untrackedLeaked)} |`,
      );
    }
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
