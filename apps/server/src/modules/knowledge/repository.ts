import { type Kysely, type Selectable, sql } from 'kysely';
import { containsText } from '../../db/containsText';
import type { DialectName } from '../../db/dialect';
import { insertInBatches } from '../../db/insertInBatches';
import { parseJsonList } from '../../db/parseJsonList';
import type { Database, KnowledgeTable } from '../../db/schema';
import { knowledgeKey } from './knowledgeKey';
import type { KnowledgeEntry } from './readKnowledgeFile';

export type KnowledgeRow = Selectable<KnowledgeTable>;
/** Where knowledge rows came from: uploaded or kept in NoteDesk (''), or the Feishu knowledge sheet. */
export type KnowledgeSource = KnowledgeRow['source'];

/** The tenant's knowledge rows (Q&A the replies respect). */
export const createKnowledgeRepository = (db: Kysely<Database>, dialect: DialectName) => {
  const search = (tenantId: number, text: string | undefined) => {
    let query = db.selectFrom('knowledge').where('tenant_id', '=', tenantId);
    if (text)
      query = query.where((eb) =>
        eb.or(
          ['question', 'answer', 'product', 'keywords'].map((column) => containsText(dialect, column, text)),
        ),
      );
    return query;
  };

  return {
    page: async (tenantId: number, text: string | undefined, page: number, pageSize: number) => {
      const [items, counted] = await Promise.all([
        search(tenantId, text)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        search(tenantId, text).select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(counted.total) };
    },

    /** Every row, oldest first (export, retrieval). */
    all: (tenantId: number) =>
      db.selectFrom('knowledge').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),

    /** Every row as retrieval reads it (keywords parsed). */
    entries: async (tenantId: number): Promise<KnowledgeEntry[]> =>
      (
        await db
          .selectFrom('knowledge')
          .select(['question', 'answer', 'product', 'keywords'])
          .where('tenant_id', '=', tenantId)
          .orderBy('id')
          .execute()
      ).map((row) => ({ ...row, keywords: parseJsonList(row.keywords) })),

    count: async (tenantId: number): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('knowledge')
            .select(sql<number>`count(*)`.as('total'))
            .where('tenant_id', '=', tenantId)
            .executeTakeFirstOrThrow()
        ).total,
      ),

    /**
     * Stores the rows of one source in one transaction: a replace removes the tenant's old rows of that source
     * first (a sheet sync never removes what was uploaded, nor an upload what the sheet gave); an append gives
     * a question already held from that source (same `knowledgeKey`) the new answer and keywords instead of a
     * second row.
     */
    store: async (
      tenantId: number,
      entries: readonly KnowledgeEntry[],
      options: { replace: boolean; source: KnowledgeSource; by: number | null; at: number },
    ): Promise<{ removed: number; updated: number }> =>
      db.transaction().execute(async (trx) => {
        let removed = 0;
        const held = new Map<string, number>();
        const { by, at } = options;
        if (options.replace) {
          const result = await trx
            .deleteFrom('knowledge')
            .where('tenant_id', '=', tenantId)
            .where('source', '=', options.source)
            .executeTakeFirst();
          removed = Number(result.numDeletedRows);
        } else {
          const rows = await trx
            .selectFrom('knowledge')
            .select(['id', 'question', 'product'])
            .where('tenant_id', '=', tenantId)
            .where('source', '=', options.source)
            .execute();
          for (const row of rows) held.set(knowledgeKey(row.question, row.product), row.id);
        }
        const fresh: KnowledgeEntry[] = [];
        let updated = 0;
        for (const entry of entries) {
          const id = held.get(knowledgeKey(entry.question, entry.product));
          if (id === undefined) {
            fresh.push(entry);
            continue;
          }
          await trx
            .updateTable('knowledge')
            .set({ answer: entry.answer, keywords: JSON.stringify(entry.keywords), updated_at: at })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          updated++;
        }
        await insertInBatches(
          fresh.map((entry) => ({
            tenant_id: tenantId,
            question: entry.question,
            answer: entry.answer,
            product: entry.product,
            keywords: JSON.stringify(entry.keywords),
            source: options.source,
            created_by: by,
            created_at: at,
            updated_at: at,
          })),
          (batch) => trx.insertInto('knowledge').values(batch).execute(),
        );
        return { removed, updated };
      }),

    remove: async (tenantId: number, id: number): Promise<void> => {
      await db.deleteFrom('knowledge').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
};

export type KnowledgeRepository = ReturnType<typeof createKnowledgeRepository>;
