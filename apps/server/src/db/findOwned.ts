import type { Kysely, Selectable } from 'kysely';
import { notFound } from '../http/AppError';
import type { MessageKey } from '../http/messages';
import { findOwnedRow } from './findOwnedRow';
import type { Database } from './schema';

/** What a missing row of each tenant-owned table is called in the 404 ("{entity} not found"). */
const ENTITY_OF = {
  api_keys: 'entityApiKey',
  brands: 'entityBrand',
  feishu_exports: 'entityFeishuExport',
  knowledge: 'entityKnowledge',
  personas: 'entityPersona',
  platform_accounts: 'entityAccount',
  product_lines: 'entityProductLine',
  products: 'entityProduct',
  users: 'entityUser',
} as const satisfies Partial<Record<keyof Database, MessageKey>>;

export type OwnedTable = keyof typeof ENTITY_OF;

/**
 * The row `id` of the tenant's `table`. Another tenant's row answers 404 like a missing one, and so does an
 * id no row can have (checked before SQL: PostgreSQL fails an int4 comparison out of range).
 */
export const findOwned = async <T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  tenantId: number,
  id: number,
): Promise<Selectable<Database[T]>> => {
  const row = await findOwnedRow(db, table, tenantId, id);
  if (!row) throw notFound(ENTITY_OF[table]);
  return row;
};
