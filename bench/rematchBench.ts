import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDb, isPostgresUrl } from '@notedesk/server/src/db/createDb';
import { migrateToLatest } from '@notedesk/server/src/db/migrate';
import { createAuditRepository } from '@notedesk/server/src/modules/audit/repository';
import { rematchNotes } from '@notedesk/server/src/modules/imports/rematchNotes';
import { createImportRepository } from '@notedesk/server/src/modules/imports/repository';
import { scaleDatabaseUrl } from './scaleDatabaseUrl';

/**
 * A tracking setup change that moves most notes of the scale tenant: a competitor brand keyword found in most
 * note texts is added, and every note is matched again (what a save on the tracking setup tab does). Reports
 * how long it takes and the longest time the event loop was held (what other requests would wait), from a
 * 5 ms timer. Works on a temporary copy of the SQLite scale database, which it deletes.
 */
const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: './data/scale.db' },
    keyword: { type: 'string', default: '敏感肌' },
  },
});

const PROBE_MS = 5;

const main = async () => {
  const source = scaleDatabaseUrl(args.database);
  if (isPostgresUrl(source))
    throw new Error('bench:rematch works on a copy of a SQLite file, not on PostgreSQL');
  const folder = mkdtempSync(join(tmpdir(), 'notedesk-rematch-'));
  const copy = join(folder, 'scale.db');
  copyFileSync(source, copy);
  const handle = createDb(copy);
  try {
    await migrateToLatest(handle);
    const tenant = await handle.db
      .selectFrom('tenants')
      .select('id')
      .where('name', '=', 'Scale Bench')
      .executeTakeFirstOrThrow();
    const brand = await handle.db
      .selectFrom('brands')
      .select('display_name')
      .where('tenant_id', '=', tenant.id)
      .where('is_own', '=', 0)
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('search_keywords')
      .values({
        tenant_id: tenant.id,
        platform: null,
        kind: 'brand',
        display_name: brand.display_name,
        keyword: args.keyword,
        created_at: Date.now(),
      })
      .execute();
    let longest = 0;
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last - PROBE_MS);
      last = now;
    }, PROBE_MS);
    const started = performance.now();
    const result = await rematchNotes(
      createImportRepository(handle.db, handle.dialect),
      createAuditRepository(handle.db),
      { tenantId: tenant.id, userId: null },
      Date.now(),
    );
    clearInterval(probe);
    console.log(
      `brand keyword "${args.keyword}" added: ${result.changed} of ${result.notes} notes re-matched in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; longest event-loop hold ${longest.toFixed(0)} ms; ` +
        `load average ${loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
