import { parseArgs } from 'node:util';
import { createDb } from '@notedesk/server/src/db/createDb';
import { createCommentListIndex } from '@notedesk/server/src/modules/comments/listIndex/createCommentListIndex';
import { createListIndexRepository } from '@notedesk/server/src/modules/comments/listIndex/repository';
import { createCommentRepository } from '@notedesk/server/src/modules/comments/repository';
import { toCommentRow } from '@notedesk/server/src/modules/comments/service';
import { scaleDatabaseUrl } from './scaleDatabaseUrl';

/**
 * Heap taken by the comment list index of the scale tenant per comment, and per built row of its row cache:
 * the figures behind the index's memory estimate (COLUMN_BYTES, ROW_BYTES in createCommentListIndex).
 * Run with `node --expose-gc --import tsx bench/indexMemory.ts`.
 */
const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: './data/scale.db' },
    rows: { type: 'string', default: '5000' },
  },
});

const heap = (): number => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with node --expose-gc');
  collect();
  collect();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
};

const main = async () => {
  const database = createDb(scaleDatabaseUrl(args.database));
  const repository = createListIndexRepository(database.db, database.dialect);
  const [tenantId] = await repository.tenantIds();
  if (tenantId === undefined) throw new Error('no tenant');
  const comments = await repository.liveCount(tenantId);
  const before = heap();
  const index = createCommentListIndex(repository, { maxBytes: Number.MAX_SAFE_INTEGER });
  await index.warmUp();
  const page = await index.query(tenantId, { platform: 'xhs' }, 'time_desc', 20, 0);
  const afterColumns = heap();
  const list = createCommentRepository(database.db, database.dialect);
  const ids = (await list.listPage(tenantId, { platform: 'xhs' }, 'time_desc', Number(args.rows), 0)).map(
    (row) => row.id,
  );
  const beforeRows = heap();
  const rows = (await list.listByIds(tenantId, ids)).map(toCommentRow);
  const afterRows = heap();
  console.log(
    `${comments.toLocaleString('en')} comments: ${((afterColumns - before) / comments).toFixed(0)} bytes a comment in the index; ` +
      `${rows.length} built rows: ${((afterRows - beforeRows) / rows.length).toFixed(0)} bytes a row (page total ${page?.total})`,
  );
  await database.close();
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
