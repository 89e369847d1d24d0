import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * A comment list row shows names kept in other tables: its note (title, description, author, link), brand,
 * product line, product and follow-up staff. The list keeps built rows in memory, so it must learn of any
 * change to those names whoever makes it (API, import, another server process). Triggers count such
 * changes per tenant in `list_name_versions`; the list reads the count with the comments' own version.
 * Only the shown columns count for notes and users: an import refreshing a note's likes, or a login, does not.
 */
const WATCHED: Array<{ table: string; columns?: string[] }> = [
  { table: 'brands' },
  { table: 'product_lines' },
  { table: 'products' },
  { table: 'users', columns: ['username', 'full_name', 'tenant_id'] },
  {
    table: 'notes',
    columns: ['platform_note_id', 'title', 'description', 'author_name', 'note_url', 'tenant_id'],
  },
];

const BUMP_SQLITE = (tenant: string) =>
  `INSERT INTO list_name_versions (tenant_id, version) VALUES (${tenant}, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET version = list_name_versions.version + 1;`;

const sqliteTriggers = async (db: AnyDb): Promise<void> => {
  for (const { table, columns } of WATCHED) {
    const changed = columns
      ? `WHEN ${columns.map((column) => `old.${column} IS NOT new.${column}`).join(' OR ')}`
      : '';
    await sql
      .raw(
        `CREATE TRIGGER ${table}_names_insert AFTER INSERT ON ${table} BEGIN ${BUMP_SQLITE('new.tenant_id')} END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_names_update AFTER UPDATE ON ${table} ${changed} BEGIN
          ${BUMP_SQLITE('new.tenant_id')} ${BUMP_SQLITE('old.tenant_id')} END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_names_delete AFTER DELETE ON ${table} BEGIN ${BUMP_SQLITE('old.tenant_id')} END`,
      )
      .execute(db);
  }
};

const postgresTriggers = async (db: AnyDb): Promise<void> => {
  await sql`CREATE FUNCTION bump_list_name_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      tenant integer;
    BEGIN
      IF TG_OP = 'DELETE' THEN tenant := OLD.tenant_id; ELSE tenant := NEW.tenant_id; END IF;
      INSERT INTO list_name_versions (tenant_id, version) VALUES (tenant, 1)
        ON CONFLICT (tenant_id) DO UPDATE SET version = list_name_versions.version + 1;
      IF TG_OP = 'UPDATE' AND OLD.tenant_id IS DISTINCT FROM NEW.tenant_id THEN
        INSERT INTO list_name_versions (tenant_id, version) VALUES (OLD.tenant_id, 1)
          ON CONFLICT (tenant_id) DO UPDATE SET version = list_name_versions.version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const { table, columns } of WATCHED) {
    const changed = columns
      ? `WHEN (${columns.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ')})`
      : '';
    for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_names_${event.toLowerCase()} AFTER ${event} ON ${table} FOR EACH ROW
            ${event === 'UPDATE' ? changed : ''} EXECUTE FUNCTION bump_list_name_version()`,
        )
        .execute(db);
    }
  }
};

export const up = async (db: AnyDb, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('list_name_versions')
    // No foreign key: deleting a tenant cascades to its brands, whose triggers write here meanwhile.
    .addColumn('tenant_id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  if (dialect === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
};
