import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateStoredComments } from '../../testing/migrateStoredComments';
import { useMigratedDatabase } from '../../testing/useMigratedDatabase';

// biome-ignore lint/suspicious/noExplicitAny: the rows are written as migration 0021's schema stored them
type OldDb = Kysely<any>;

/** Migration 0022: the stored name of whose reply a draft repeats becomes that user's id. */
describe('migration 0022 (reply_based_on becomes a user reference)', () => {
  const before = useMigratedDatabase('0021_comment_tracked');

  it('matches names to users of the comment’s own tenant, keeps unmatched ones as “someone”, and drops the name', async () => {
    const { tenantId } = before;
    const db = before.db as unknown as OldDb;
    const other = await db
      .insertInto('tenants')
      .values({ name: '乙', created_at: 0, updated_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = async (tenant: number, username: string, fullName: string) =>
      (
        await db
          .insertInto('users')
          .values({
            tenant_id: tenant,
            username,
            full_name: fullName,
            password_hash: 'x',
            role: 'worker',
            created_at: 0,
            updated_at: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    // The other tenant's 王芳 comes first: a name must never resolve to another tenant's user.
    await user(other.id, 'b-wangfang', '王芳');
    const wangFang = await user(tenantId, 'a-wangfang', '王芳');
    const noName = await user(tenantId, 'xiaoli', '');
    const draft = (id: string, basedOn: string) => ({
      platform_comment_id: id,
      reply_text: basedOn === '' ? '' : '草稿',
      reply_based_on: basedOn,
    });
    const rows = await migrateStoredComments(before, {
      stored: [
        draft('by-full-name', '王芳'),
        draft('by-username', 'xiaoli'),
        draft('nobody', '已离职的同事'),
        draft('composed', ''),
      ],
      migration: '0022_reply_based_on_user',
      read: ['platform_comment_id', 'reply_based_on_user_id'],
    });
    expect(rows.map((row) => [row.platform_comment_id, row.reply_based_on_user_id])).toEqual([
      ['by-full-name', wangFang],
      ['by-username', noName],
      ['nobody', 0],
      ['composed', null],
    ]);
    const columns = (await before.db.introspection.getTables())
      .find((table) => table.name === 'comments')
      ?.columns.map((column) => column.name);
    expect(columns).toContain('reply_based_on_user_id');
    expect(columns).not.toContain('reply_based_on');
  });
});
