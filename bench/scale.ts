import { createDb } from '@notedesk/server/src/db/createDb';
import { migrateToLatest } from '@notedesk/server/src/db/migrate';
import { hashPassword } from '@notedesk/server/src/modules/auth/passwordHasher';
import { createDemoContentRepository } from '@notedesk/server/src/modules/demo/demoContentRepository';
import { createDemoSetupRepository } from '@notedesk/server/src/modules/demo/demoSetupRepository';
import { writeTenantContent } from '@notedesk/server/src/modules/demo/writeTenantContent';
import { createBulkLoadRepository } from './bulkLoadRepository';
import { isMain } from './isMain';
import { parseScaleArgs, type ScaleOptions } from './parseScaleArgs';
import { scaleUsers } from './scaleUsers';

const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Creates one tenant with `notes` notes and `comments` comments for the DESIGN §7 budgets, reusing the
 * demo's generator (same catalog, wording and label mix). Everything is one transaction: a failed run
 * leaves nothing behind, and on SQLite a single commit is also the fastest way to write.
 */
export const scale = async (options: ScaleOptions): Promise<{ seconds: number }> => {
  const started = performance.now();
  const database = createDb(options.database);
  try {
    await migrateToLatest(database);
    const bulk = createBulkLoadRepository(database.db, database.dialect);
    const users = scaleUsers(options.tenant);
    if (await bulk.tenantExists(options.tenant)) {
      throw new Error(
        `tenant "${options.tenant}" already exists in ${options.database}; pick another --tenant or database`,
      );
    }
    const taken = await bulk.usernamesTaken(users.map((u) => u.username));
    if (taken.length > 0)
      throw new Error(`usernames already taken: ${taken.join(', ')}; pick another --tenant`);
    const hashes = await Promise.all(users.map((u) => hashPassword(u.password)));
    const now = Date.now();
    console.log(
      `Generating ${options.notes.toLocaleString('en')} notes / ${options.comments.toLocaleString('en')} comments into ${options.database} (${database.dialect})`,
    );

    let loadSeconds = '';
    let indexSeconds = '';
    const counts = await database.db.transaction().execute(async (trx) => {
      const tenantId = await createDemoSetupRepository(trx).insertTenant(
        options.tenant,
        users.map((u, i) => ({
          username: u.username,
          passwordHash: hashes[i]!,
          role: u.role,
          fullName: u.fullName,
        })),
        now,
      );
      const trxBulk = createBulkLoadRepository(trx, database.dialect);
      const restore = options.keepIndexes ? null : await trxBulk.suspendCommentIndexes();
      const loadStarted = performance.now();
      let reported = 0;
      const result = await writeTenantContent(createDemoContentRepository(trx), tenantId, now, {
        notes: options.notes,
        comments: options.comments,
        seed: options.seed,
        onProgress: (written) => {
          if (written - reported < 100_000 && written < options.comments) return;
          reported = written;
          const rate = Math.round(written / ((performance.now() - loadStarted) / 1000));
          console.log(`  ${written.toLocaleString('en')} comments (${rate.toLocaleString('en')}/s)`);
        },
      });
      loadSeconds = seconds(loadStarted);
      const indexStarted = performance.now();
      if (restore) await restore();
      indexSeconds = seconds(indexStarted);
      return { tenantId, ...result };
    });
    const analyzeStarted = performance.now();
    await bulk.analyze();
    const total = (performance.now() - started) / 1000;
    const rows = counts.notes + counts.comments + counts.replies + counts.messages;
    console.log(
      [
        '',
        `Tenant "${options.tenant}" (id ${counts.tenantId}) in ${options.database}`,
        `  notes          ${counts.notes.toLocaleString('en')}`,
        `  comments       ${counts.comments.toLocaleString('en')}`,
        `  reply history  ${counts.replies.toLocaleString('en')}`,
        `  messages       ${counts.messages.toLocaleString('en')}`,
        `  generate+insert ${loadSeconds} s, indexes+search ${indexSeconds} s, analyze ${seconds(analyzeStarted)} s`,
        `  total          ${total.toFixed(1)} s, ${Math.round(rows / total).toLocaleString('en')} rows/s`,
        '',
        'Logins:',
        ...users.map((u) => `  ${u.role.padEnd(8)} ${u.username} / ${u.password}`),
      ].join('\n'),
    );
    return { seconds: total };
  } finally {
    await database.close();
  }
};

const main = async (): Promise<void> => {
  let options: ScaleOptions;
  try {
    options = parseScaleArgs(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  await scale(options);
};

if (isMain(import.meta.url))
  main().catch((error: unknown) => {
    console.error('bench:scale failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
