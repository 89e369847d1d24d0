import { performance } from 'node:perf_hooks';
import { ZCommentListQuery } from '@notedesk/contract';
import { createCommentRepository } from '@notedesk/server/src/modules/comments/repository';
import { toCommentFilter } from '@notedesk/server/src/modules/comments/service';
import { benchServerCli } from './benchServerCli';
import { percentile } from './percentile';
import type { BenchServer } from './startBenchServer';

/**
 * DESIGN §7: the comment list at 1,000,000 comments — p50/p95 over HTTP per filter combination, and the
 * server time against the same two queries (count + page) run bare in-process.
 */
export type CommentListOptions = { username: string; password: string; runs: number };

export type CommentListResult = {
  /** Over every run of every scenario without text search (ms). */
  listP50: number;
  listP95: number;
  /** Over every run of the text-search scenarios (ms). */
  searchP50: number;
  searchP95: number;
  /** Server time over bare SQL, p50 against p50: the largest of any scenario, and the scenario. */
  worstRatio: number;
  worstRatioScenario: string;
  /** Sum of the scenarios' HTTP p50 over the sum of their bare-SQL p50. */
  overallRatio: number;
};

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() - offsetDays * DAY).toISOString().slice(0, 10);

/** Filter combinations a person uses; `search` marks the text-search budget (p95 ≤ 150 ms). */
const SCENARIOS: Array<{ name: string; query: string; search?: boolean }> = [
  { name: 'no filter (newest first)', query: '' },
  { name: 'last 7 days', query: `start_time=${isoDay(7)}&end_time=${isoDay(0)}` },
  { name: 'negative', query: 'cls_type=0' },
  { name: 'negative, one product, last 7 days', query: `cls_type=0&product_id=1&start_time=${isoDay(7)}` },
  { name: 'to do', query: 'process_status=0' },
  { name: 'lead + to do + brand source', query: 'cls_type=1&process_status=0&source=brand' },
  { name: 'negative sentiment, adaptation', query: 'sentiment=negative&neg_type=adaptation' },
  { name: 'has reply', query: 'has_reply=true' },
  { name: 'staff member', query: 'staff_id=2' },
  { name: 'sorted by likes', query: 'sort=likes_desc' },
  { name: 'page 50', query: 'page=50' },
  {
    name: 'douyin, product line, purchase consultation',
    query: 'target_platform=dy&product_line_id=1&content_type=purchase_consultation',
  },
  { name: 'text search, 3+ chars (过敏了)', query: `q=${encodeURIComponent('过敏了')}`, search: true },
  { name: 'text search, 2 chars (回购)', query: `q=${encodeURIComponent('回购')}`, search: true },
  { name: 'text search + negative', query: `q=${encodeURIComponent('烂脸')}&cls_type=0`, search: true },
];

export const commentList = async (
  server: BenchServer,
  options: CommentListOptions,
): Promise<CommentListResult> => {
  const { runs } = options;
  const { base, database } = server;
  const token = await server.login(options.username, options.password);
  const user = await database.db
    .selectFrom('users')
    .select('tenant_id')
    .where('username', '=', options.username)
    .executeTakeFirstOrThrow();
  const repository = createCommentRepository(database.db, database.dialect);

  console.log(`comment list of ${options.username}, ${runs} runs per scenario (after 3 warm-up runs)\n`);
  console.log(
    'scenario'.padEnd(46),
    'total'.padStart(8),
    'http p50'.padStart(9),
    'p95'.padStart(7),
    'bare p50'.padStart(9),
    'ratio'.padStart(6),
  );
  const allHttp: number[] = [];
  const searchHttp: number[] = [];
  const ratios: Array<{ scenario: string; http: number; bare: number }> = [];
  for (const scenario of SCENARIOS) {
    const url = `${base}/api/track/content-comments?page_size=20&${scenario.query}`;
    const query = ZCommentListQuery.parse(
      Object.fromEntries(new URLSearchParams(`page_size=20&${scenario.query}`)),
    );
    const filter = toCommentFilter(query);
    const http: number[] = [];
    const bare: number[] = [];
    let total = 0;
    for (let i = 0; i < runs + 3; i++) {
      const t0 = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { data?: { total: number } };
      if (response.status !== 200)
        throw new Error(`${scenario.name}: HTTP ${response.status} ${JSON.stringify(body)}`);
      const t1 = performance.now();
      await Promise.all([
        repository.count(user.tenant_id, filter),
        repository.listPage(
          user.tenant_id,
          filter,
          query.sort,
          query.page_size,
          (query.page - 1) * query.page_size,
        ),
      ]);
      const t2 = performance.now();
      if (i >= 3) {
        http.push(t1 - t0);
        bare.push(t2 - t1);
      }
      total = body.data?.total ?? 0;
    }
    (scenario.search ? searchHttp : allHttp).push(...http);
    const p50 = percentile(http, 50);
    const bareP50 = percentile(bare, 50);
    ratios.push({ scenario: scenario.name, http: p50, bare: bareP50 });
    console.log(
      scenario.name.padEnd(46),
      String(total).padStart(8),
      `${p50.toFixed(1)}`.padStart(9),
      `${percentile(http, 95).toFixed(1)}`.padStart(7),
      `${bareP50.toFixed(1)}`.padStart(9),
      `${(p50 / bareP50).toFixed(2)}`.padStart(6),
    );
  }
  console.log(
    `\nlist (no text search): p50 ${percentile(allHttp, 50).toFixed(1)} ms, p95 ${percentile(allHttp, 95).toFixed(1)} ms (budget p95 ≤ 50 ms)`,
  );
  console.log(
    `text search:           p50 ${percentile(searchHttp, 50).toFixed(1)} ms, p95 ${percentile(searchHttp, 95).toFixed(1)} ms (budget p95 ≤ 150 ms)`,
  );
  const worst = ratios.reduce((a, b) => (b.http / b.bare > a.http / a.bare ? b : a));
  const sum = (key: 'http' | 'bare') => ratios.reduce((total, ratio) => total + ratio[key], 0);
  return {
    listP50: percentile(allHttp, 50),
    listP95: percentile(allHttp, 95),
    searchP50: percentile(searchHttp, 50),
    searchP95: percentile(searchHttp, 95),
    worstRatio: worst.http / worst.bare,
    worstRatioScenario: worst.scenario,
    overallRatio: sum('http') / sum('bare'),
  };
};

benchServerCli(import.meta.url, { runs: { type: 'string', default: '30' } }, (server, login, args) =>
  commentList(server, { ...login, runs: Number(args.runs) }),
);
