import { CompiledQuery, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CatalogBrand, ContentCatalog } from './contentCatalog';

/** Tables the generator fills, and a full row of each (every column but the generated id). */
export type GeneratedTable = 'notes' | 'comments' | 'reply_history' | 'messages';
export type FullRow<T extends GeneratedTable> = Omit<Selectable<Database[T]>, 'id'>;

/** Bound-parameter ceilings: SQLite's SQLITE_MAX_VARIABLE_NUMBER (3.32+) and PostgreSQL's wire protocol. */
const MAX_PARAMETERS = { sqlite: 32_766, postgres: 65_535 } as const;
/** Past a few hundred rows per statement the gain is gone and statements just get huge. */
const MAX_ROWS_PER_STATEMENT = 1_000;

/** SQLite numbers parameters `?`, PostgreSQL `$1`; ask Kysely's compiler which one this database uses. */
const detectPlaceholders = (db: Kysely<Database>): 'sqlite' | 'postgres' =>
  db.selectFrom('tenants').select('id').where('id', '=', 0).compile().sql.includes('$1')
    ? 'postgres'
    : 'sqlite';

const placeholderRows = (style: 'sqlite' | 'postgres', rowCount: number, columnCount: number): string => {
  const rows: string[] = [];
  for (let row = 0; row < rowCount; row += 1) {
    const marks: string[] = [];
    for (let column = 0; column < columnCount; column += 1) {
      marks.push(style === 'sqlite' ? '?' : `$${row * columnCount + column + 1}`);
    }
    rows.push(`(${marks.join(',')})`);
  }
  return rows.join(',');
};

/**
 * The only SQL of the demo and scale generators. Writes go through multi-row INSERTs sent as
 * precompiled text: building a Kysely query object for every one of a million rows would cost more
 * than the database's own work.
 */
export const createDemoContentRepository = (db: Kysely<Database>) => {
  const style = detectPlaceholders(db);
  const statementTexts = new Map<string, string>();

  const insertText = (table: string, columns: readonly string[], rowCount: number): string => {
    const key = `${table}:${rowCount}`;
    const cached = statementTexts.get(key);
    if (cached) return cached;
    const text = `INSERT INTO ${table} (${columns.join(',')}) VALUES ${placeholderRows(style, rowCount, columns.length)}`;
    statementTexts.set(key, text);
    return text;
  };

  return {
    dialect: style,

    /** Multi-row inserts, as many rows per statement as the database's parameter limit allows. */
    insertRows: async <T extends GeneratedTable>(
      table: T,
      rows: ReadonlyArray<FullRow<T>>,
    ): Promise<void> => {
      const first = rows[0];
      if (!first) return;
      const columns = Object.keys(first) as Array<keyof FullRow<T> & string>;
      const perStatement = Math.min(
        MAX_ROWS_PER_STATEMENT,
        Math.floor(MAX_PARAMETERS[style] / columns.length),
      );
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const parameters: unknown[] = [];
        for (const row of chunk) for (const column of columns) parameters.push(row[column]);
        await db.executeQuery(CompiledQuery.raw(insertText(table, columns, chunk.length), parameters));
      }
    },

    countNotes: async (tenantId: number): Promise<number> => {
      const row = await db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** `platform:platform_note_id` → notes.id */
    noteIds: async (tenantId: number): Promise<Map<string, number>> => {
      const rows = await db
        .selectFrom('notes')
        .select(['id', 'platform', 'platform_note_id'])
        .where('tenant_id', '=', tenantId)
        .execute();
      return new Map(rows.map((row) => [`${row.platform}:${row.platform_note_id}`, row.id]));
    },

    /** `platform:platform_comment_id` → comments.id, for comments that carry a suggested reply. */
    commentIdsWithReplies: async (tenantId: number): Promise<Map<string, number>> => {
      const rows = await db
        .selectFrom('comments')
        .select(['id', 'platform', 'platform_comment_id'])
        .where('tenant_id', '=', tenantId)
        .where('reply_text', '<>', '')
        .execute();
      return new Map(rows.map((row) => [`${row.platform}:${row.platform_comment_id}`, row.id]));
    },

    loadCatalog: async (tenantId: number): Promise<ContentCatalog> => {
      const [brands, lines, products, keywords, accounts, staff] = await Promise.all([
        db.selectFrom('brands').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
        db.selectFrom('product_lines').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
        db.selectFrom('products').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
        db
          .selectFrom('search_keywords')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('platform_accounts')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('users')
          .select(['id', 'role', 'full_name'])
          .where('tenant_id', '=', tenantId)
          .where('disabled', '=', 0)
          .orderBy('id')
          .execute(),
      ]);
      const keywordsOf = (kind: 'brand' | 'product', displayName: string) =>
        keywords.filter((k) => k.kind === kind && k.display_name === displayName).map((k) => k.keyword);
      const lineNames = new Map(lines.map((line) => [line.id, line.name]));
      const catalogBrands: CatalogBrand[] = brands.map((brand) => ({
        id: brand.id,
        name: brand.name,
        displayName: brand.display_name,
        isOwn: brand.is_own === 1,
        keywords: keywordsOf('brand', brand.display_name),
        products: products
          .filter((product) => product.brand_id === brand.id && lineNames.has(product.product_line_id))
          .map((product) => ({
            id: product.id,
            name: product.name,
            displayName: product.display_name,
            productLineId: product.product_line_id,
            lineName: lineNames.get(product.product_line_id) ?? '',
            keywords: keywordsOf('product', product.display_name),
          })),
      }));
      return {
        tenantId,
        brands: catalogBrands,
        categoryKeywords: keywords.filter((k) => k.kind === 'category').map((k) => k.keyword),
        accounts: accounts.map((a) => ({
          platform: a.platform,
          accountId: a.account_id,
          nickname: a.nickname,
        })),
        staff: staff.map((s) => ({ id: s.id, role: s.role, fullName: s.full_name })),
      };
    },
  };
};

export type DemoContentRepository = ReturnType<typeof createDemoContentRepository>;
