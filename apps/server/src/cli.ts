import { parseArgs } from 'node:util';
import { ZNewPassword, ZRole, ZUsername } from '@notedesk/contract';
import pino from 'pino';
import type { z } from 'zod';
import { loadConfig } from './config';
import { backupSqlite } from './db/backupSqlite';
import { createDb, type DatabaseHandle, isPostgresUrl } from './db/createDb';
import { migrateToLatest } from './db/migrate';
import type { AppDeps } from './deps';
import { AppError } from './http/AppError';
import { translate } from './http/messages';
import { validationReason } from './http/validationReason';
import { createAuthService } from './modules/auth/service';
import { classifyStdin } from './modules/classify/classifyStdin';
import { runTenantRelabel } from './modules/classify/runTenantRelabel';
import { DEMO_TENANT_NAME } from './modules/demo/demoTenant';
import { type DemoSeedTarget, seedDemo } from './modules/demo/seedDemo';
import { demoLoginLines } from './modules/demo/seedDemoIfEmpty';
import { createWorkerClassifier } from './modules/imports/createWorkerClassifier';
import { importCommand } from './modules/imports/importCommand';
import { createImportService } from './modules/imports/service';
import { createStaffRepository } from './modules/staff/repository';
import { createStaffService } from './modules/staff/service';
import { createTenantRepository } from './modules/tenant/repository';

const USAGE = `Usage: npm run cli -- <command> [options] [--json]

Commands:
  migrate                                   apply database migrations
  tenant create --name NAME                 create a tenant (a brand)
  user create --tenant NAME_OR_ID --username U --password P --role worker|manager|admin [--full-name F]
  user disable --username U                 disable a staff account (its tokens stop working)
  user reset-password --username U --password P
  demo                                      seed the demo tenant (does nothing if it exists)
  demo --team T [--team T2 …]               seed a tenant "Demo T" per team the demo's way, staff T-admin, T-manager, T-worker
  classify                                  JSON lines with "text" on stdin → one JSON line of labels each
  import --tenant NAME_OR_ID FILE…          import MediaCrawler files ({search|detail|creator}_{contents|comments}_*.csv/json/jsonl)
  backup FILE [--force]                     copy the SQLite database to FILE, also while the server runs

DATABASE_URL selects the database (default ./data/notedesk.db).`;

/** A failure the CLI reports as one line and a non-zero exit. */
class CliError extends Error {}

type CommandResult = { message: string; json: Record<string, unknown> };

const OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  name: { type: 'string' },
  tenant: { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  'full-name': { type: 'string' },
  team: { type: 'string', multiple: true },
  force: { type: 'boolean' },
} as const;

type Options = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

const required = (options: Options, name: 'name' | 'tenant' | 'username' | 'password' | 'role'): string => {
  const value = options[name];
  if (!value) throw new CliError(`missing --${name}`);
  return value;
};

/** zod schema check with the CLI's one-line message. */
const valid = <T>(label: string, schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const reason = issue
    ? validationReason({ keyword: issue.code, message: issue.message, params: { ...issue } }, 'en-US')
    : 'bad value';
  throw new CliError(`invalid ${label}: ${reason}`);
};

const makeDeps = (database: DatabaseHandle): AppDeps => {
  const config = loadConfig();
  return {
    db: database.db,
    dialect: database.dialect,
    config,
    now: Date.now,
    log: pino({ level: 'silent' }),
  };
};

const runCommand = async (
  positionals: string[],
  options: Options,
  database: DatabaseHandle,
): Promise<CommandResult> => {
  const command = positionals.join(' ');
  const deps = makeDeps(database);
  const tenants = createTenantRepository(database.db);
  const users = createStaffRepository(database.db);
  const staff = createStaffService(deps, createAuthService(deps));

  const findUser = async (username: string) => {
    const user = await users.findByUsername(username);
    if (!user) throw new CliError(`no user named ${username}`);
    return user;
  };

  if (positionals[0] === 'import') {
    const tenantRef = required(options, 'tenant');
    const tenant = /^\d+$/.test(tenantRef)
      ? await tenants.findById(Number(tenantRef))
      : await tenants.findByName(tenantRef);
    if (!tenant) throw new CliError(`no tenant ${tenantRef}`);
    if (positionals.length < 2) throw new CliError('name at least one file to import');
    // Classifying on a worker thread overlaps each batch's classification with the previous batch's write.
    const classifier = createWorkerClassifier();
    try {
      const imports = createImportService(deps, classifier);
      const { message, job } = await importCommand(imports, tenant.id, positionals.slice(1), (line) =>
        console.error(line),
      );
      if (job.status === 'failed') throw new CliError(message);
      return { message, json: { job } };
    } finally {
      await classifier.close();
    }
  }

  switch (command) {
    case 'migrate': {
      const report = await migrateToLatest(database);
      const relabelled = await runTenantRelabel(database.db, { inline: true });
      const applied = report.applied.length ? report.applied.join(', ') : 'nothing to apply';
      const tenants = relabelled.map(
        (tenant) => `tenant ${tenant.tenantId}: ${tenant.changed} of ${tenant.read}`,
      );
      const relabelLine = tenants.length ? `\nRelabelled by tenant models: ${tenants.join('; ')}` : '';
      return {
        message: `Migrations: ${applied}${relabelLine}`,
        json: { applied: report.applied, relabelled },
      };
    }
    case 'tenant create': {
      const name = required(options, 'name').trim();
      if (!name || name.length > 100) throw new CliError('invalid --name: 1 to 100 characters');
      if (await tenants.findByName(name)) throw new CliError(`a tenant named ${name} already exists`);
      const tenant = await tenants.insert(name, Date.now());
      return {
        message: `Created tenant ${tenant.id} (${tenant.name})`,
        json: { tenant: { id: tenant.id, name } },
      };
    }
    case 'user create': {
      const tenantRef = required(options, 'tenant');
      const tenant = /^\d+$/.test(tenantRef)
        ? await tenants.findById(Number(tenantRef))
        : await tenants.findByName(tenantRef);
      if (!tenant) throw new CliError(`no tenant ${tenantRef}`);
      const account = await staff.system.create(
        tenant.id,
        {
          username: valid('--username', ZUsername, required(options, 'username')),
          password: valid('--password', ZNewPassword, required(options, 'password')),
          role: valid('--role', ZRole, required(options, 'role')),
          full_name: options['full-name'] ?? '',
        },
        null,
      );
      return {
        message: `Created ${account.role} ${account.username} (id ${account.id}) in tenant ${tenant.name}`,
        json: { user: { ...account, tenant_id: tenant.id } },
      };
    }
    case 'user disable': {
      const user = await findUser(required(options, 'username'));
      const account = await staff.system.setDisabled(user.tenant_id, user.id, true, null);
      return { message: `Disabled ${account.username}; its tokens no longer work`, json: { user: account } };
    }
    case 'user reset-password': {
      const user = await findUser(required(options, 'username'));
      const password = valid('--password', ZNewPassword, required(options, 'password'));
      const account = await staff.system.resetPassword(user.tenant_id, user.id, password, null);
      return { message: `Reset the password of ${account.username}`, json: { user: account } };
    }
    case 'demo': {
      // Teams: a tenant each (one process seeds them all), e.g. one per browser test file.
      const targets: DemoSeedTarget[] = options.team?.length
        ? options.team.map((team) => ({ tenantName: `Demo ${team}`, usernamePrefix: team }))
        : [{ tenantName: DEMO_TENANT_NAME }];
      const lines: string[] = [];
      const results = [];
      for (const target of targets) {
        const result = await seedDemo(database, Date.now(), target);
        results.push({ tenantName: target.tenantName, ...result });
        lines.push(
          ...(result.created
            ? [
                `Seeded ${target.tenantName}: ${result.notes} notes, ${result.comments} comments`,
                ...demoLoginLines(target.usernamePrefix),
              ]
            : [`The tenant ${target.tenantName} already exists (id ${result.tenantId}); nothing changed`]),
        );
      }
      return {
        message: lines.join('\n'),
        json: options.team?.length ? { tenants: results } : { ...results[0] },
      };
    }
    default:
      throw new CliError(command ? `unknown command "${command}" (see --help)` : USAGE);
  }
};

/** `backup FILE`: needs no migrations or connection pool, and must not create a database that is not there. */
const backupCommand = (databaseUrl: string, positionals: string[], options: Options): CommandResult => {
  if (isPostgresUrl(databaseUrl)) {
    throw new CliError('backup copies the embedded SQLite database; for PostgreSQL use pg_dump');
  }
  const file = positionals[1];
  if (!file || positionals.length > 2) throw new CliError('name one file to back up to: backup FILE');
  const backup = backupSqlite(databaseUrl, file, options.force ?? false);
  const megabytes = (backup.bytes / 1024 / 1024).toFixed(1);
  return {
    message: `Backed up ${databaseUrl} to ${backup.file} (${megabytes} MB)`,
    json: { file: backup.file, bytes: backup.bytes },
  };
};

const withDatabase = async <T>(
  databaseUrl: string,
  use: (database: DatabaseHandle) => Promise<T>,
): Promise<T> => {
  const database = createDb(databaseUrl);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
};

const describeError = (error: unknown): string => {
  if (error instanceof CliError) return error.message;
  if (error instanceof AppError) return translate('en-US', error.messageKey, error.params);
  return error instanceof Error ? error.message : String(error);
};

const main = async (): Promise<number> => {
  let options: Options = {};
  try {
    const parsed = parseArgs({ options: OPTIONS, allowPositionals: true, strict: true });
    options = parsed.values;
    if (options.help || parsed.positionals.length === 0) {
      console.log(USAGE);
      return parsed.positionals.length === 0 && !options.help ? 2 : 0;
    }
    // Classifying needs no database: the embedded model trains from the seed set in the repository.
    if (parsed.positionals.join(' ') === 'classify') return await classifyStdin();
    const config = loadConfig();
    const result =
      parsed.positionals[0] === 'backup'
        ? backupCommand(config.databaseUrl, parsed.positionals, options)
        : await withDatabase(config.databaseUrl, async (database) => {
            if (parsed.positionals[0] !== 'migrate') await migrateToLatest(database);
            return runCommand(parsed.positionals, options, database);
          });
    console.log(options.json ? JSON.stringify({ ok: true, ...result.json }) : result.message);
    return 0;
  } catch (error) {
    const line = describeError(error);
    if (options.json) console.log(JSON.stringify({ ok: false, error: line }));
    console.error(`error: ${line}`);
    return 1;
  }
};

main().then((code) => process.exit(code));
