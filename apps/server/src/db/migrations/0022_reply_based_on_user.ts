import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * `reply_based_on` held the name of the staff member whose saved reply a draft repeats, so a renamed user
 * kept their old name on every such row. It becomes a user reference, `reply_based_on_user_id` (null: the
 * draft was composed), and the list shows the user's current name. No foreign key: the fact that a draft
 * repeats a colleague's reply outlives that colleague's account, and the list words it neutrally when the id
 * finds no user. Existing names are matched to a user of the comment's tenant (full name first, then
 * username); a name that matches nobody keeps the fact with id 0, which no user has.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema.alterTable('comments').addColumn('reply_based_on_user_id', 'integer').execute();
  const byName = (column: 'full_name' | 'username') =>
    sql`(SELECT MIN(users.id) FROM users WHERE users.tenant_id = comments.tenant_id
          AND users.${sql.ref(column)} = comments.reply_based_on)`;
  await db
    .updateTable('comments')
    .set({ reply_based_on_user_id: sql`COALESCE(${byName('full_name')}, ${byName('username')}, 0)` })
    .where('reply_based_on', '!=', '')
    .execute();
  await db.schema.alterTable('comments').dropColumn('reply_based_on').execute();
};
