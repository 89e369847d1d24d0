import type { TCommentRow } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { createCommentRowCache } from '../commentRowCache';

const rowOf = (id: number, content = `评论 ${id}`) => ({ id, content }) as TCommentRow;

describe('comment row cache', () => {
  it('reads only the rows it does not hold, and keeps what it read', async () => {
    const cache = createCommentRowCache(10);
    const asked: number[][] = [];
    const read = async (missing: number[]) => {
      asked.push(missing);
      return missing.map((id) => rowOf(id));
    };
    await cache.rowsOf([1, 2, 3], read);
    const rows = await cache.rowsOf([3, 4, 1], read);
    expect(asked).toEqual([[1, 2, 3], [4]]);
    expect([...rows.keys()].sort()).toEqual([1, 3, 4]);
  });

  it('reads a forgotten row again, and drops everything on clear', async () => {
    const cache = createCommentRowCache(10);
    let version = 'old';
    const read = async (missing: number[]) => missing.map((id) => rowOf(id, version));
    await cache.rowsOf([1, 2], read);
    version = 'new';
    cache.forget([2]);
    expect((await cache.rowsOf([1, 2], read)).get(2)?.content).toBe('new');
    expect((await cache.rowsOf([1, 2], read)).get(1)?.content).toBe('old');
    cache.clear();
    expect((await cache.rowsOf([1], read)).get(1)?.content).toBe('new');
  });

  it('does not keep rows read while a change was being applied (they may be older than it)', async () => {
    const cache = createCommentRowCache(10);
    let version = 'before';
    const slowRead = async (missing: number[]) => {
      const rows = missing.map((id) => rowOf(id, version));
      // The change lands and is applied between this read and the cache storing its rows.
      version = 'after';
      cache.forget(missing);
      return rows;
    };
    expect((await cache.rowsOf([7], slowRead)).get(7)?.content).toBe('before');
    const read = async (missing: number[]) => missing.map((id) => rowOf(id, version));
    expect((await cache.rowsOf([7], read)).get(7)?.content).toBe('after');
  });

  it('holds at most its capacity, and nothing with capacity 0', async () => {
    let reads = 0;
    const read = async (missing: number[]) => {
      reads += missing.length;
      return missing.map((id) => rowOf(id));
    };
    const small = createCommentRowCache(2);
    await small.rowsOf([1, 2, 3], read);
    await small.rowsOf([2, 3], read);
    expect(reads).toBe(3);
    await small.rowsOf([1], read);
    expect(reads).toBe(4);
    const none = createCommentRowCache(0);
    await none.rowsOf([1], read);
    await none.rowsOf([1], read);
    expect(reads).toBe(6);
  });
});
