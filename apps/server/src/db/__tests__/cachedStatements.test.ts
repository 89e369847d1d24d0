import SQLite from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedStatements } from '../cachedStatements';

type Db = { items: { id: Generated<number>; name: string } };

describe('SQLite statement cache', () => {
  let db: Kysely<Db> | undefined;
  afterEach(() => db?.destroy());

  const open = (capacity?: number) => {
    const sqlite = new SQLite(':memory:');
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      prepared++;
      return prepare(source);
    }) as typeof sqlite.prepare;
    db = new Kysely<Db>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite, capacity) }) });
    return { db, prepared: () => prepared };
  };

  it('prepares a query once and gives each run its own parameters and rows', async () => {
    const { db, prepared } = open();
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    for (const name of ['a', 'b', 'c']) await db.insertInto('items').values({ name }).execute();
    const byName = (name: string) => db.selectFrom('items').select('id').where('name', '=', name).execute();
    expect(await byName('b')).toEqual([{ id: 2 }]);
    expect(await byName('c')).toEqual([{ id: 3 }]);
    expect(await byName('z')).toEqual([]);
    // create + one insert + one select
    expect(prepared()).toBe(3);
    const updated = await db.updateTable('items').set({ name: 'B' }).where('id', '=', 2).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const inserted = await db.insertInto('items').values({ name: 'd' }).executeTakeFirst();
    expect(inserted.insertId).toBe(4n);
  });

  it('rolls back and commits transactions with shared statements', async () => {
    const { db } = open();
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ name: 'lost' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'kept' }).execute();
    });
    expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'kept' }]);
  });

  it('sees a schema change made after the statement was cached', async () => {
    const { db } = open();
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await db.insertInto('items').values({ name: 'a' }).execute();
    const everything = () => db.selectFrom('items').selectAll().execute();
    expect(await everything()).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table items add column note text not null default 'x'`.execute(db);
    expect(await everything()).toEqual([{ id: 1, name: 'a', note: 'x' }]);
  });

  it('keeps at most its capacity, dropping the least recently used', async () => {
    const { db, prepared } = open(2);
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    const q1 = () => db.selectFrom('items').select('id').execute();
    const q2 = () => db.selectFrom('items').select('name').execute();
    const q3 = () => db.selectFrom('items').selectAll().execute();
    await q1();
    await q2();
    await q1(); // q1 is now the most recent, q2 the least
    const before = prepared();
    await q3(); // evicts q2
    await q1();
    expect(prepared()).toBe(before + 1);
    await q2();
    expect(prepared()).toBe(before + 2);
  });
});
