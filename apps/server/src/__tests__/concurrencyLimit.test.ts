import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../concurrencyLimit';

describe('concurrencyLimit', () => {
  it('runs at most max tasks at once, the rest in call order, and a failing task frees its slot', async () => {
    const limit = concurrencyLimit(2);
    const started: number[] = [];
    const finishers = new Map<number, (fail: boolean) => void>();
    const task = (id: number) =>
      limit(
        () =>
          new Promise<number>((resolve, reject) => {
            started.push(id);
            finishers.set(id, (fail) => (fail ? reject(new Error(`task ${id}`)) : resolve(id)));
          }),
      );
    const results = [1, 2, 3, 4].map((id) => task(id).catch((error: Error) => error.message));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    finishers.get(2)?.(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    finishers.get(1)?.(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3, 4]);
    finishers.get(3)?.(false);
    finishers.get(4)?.(false);
    expect(await Promise.all(results)).toEqual([1, 'task 2', 3, 4]);
  });
});
