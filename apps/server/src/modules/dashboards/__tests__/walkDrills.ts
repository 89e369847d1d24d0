import { type TDrillCount, ZDrillCount } from '@notedesk/contract';
import { expect } from 'vitest';
import { type ApiClient, expectOk } from '../../../testing/testApp';

/** Every `{ value, drill }` in an answer, with where it sits (for a failure's message). */
export const drillsOf = (answer: unknown, at = '$'): Array<{ at: string; count: TDrillCount }> => {
  if (answer === null || typeof answer !== 'object') return [];
  const found: Array<{ at: string; count: TDrillCount }> = [];
  const parsed = ZDrillCount.safeParse(answer);
  if (parsed.success && 'drill' in answer) found.push({ at, count: parsed.data });
  for (const [key, child] of Object.entries(answer)) found.push(...drillsOf(child, `${at}.${key}`));
  return found;
};

/** The list's total for a drill, as the web would open it. */
export const listTotal = async (api: ApiClient, count: TDrillCount): Promise<number> => {
  const query = new URLSearchParams({ ...count.drill.query, page_size: '1' });
  const data = expectOk(await api.get(`${count.drill.path}?${query}`)) as { total: number };
  return data.total;
};

/**
 * Opens every drill of an answer through HTTP (each distinct list once) and expects its total to be the
 * value shown. Returns how many drills were checked.
 */
export const expectDrillsMatch = async (api: ApiClient, answer: unknown): Promise<number> => {
  const drills = drillsOf(answer);
  const totals = new Map<string, number>();
  const mismatches: string[] = [];
  for (const { at, count } of drills) {
    const key = `${count.drill.path}?${new URLSearchParams(count.drill.query)}`;
    let total = totals.get(key);
    if (total === undefined) {
      total = await listTotal(api, count);
      totals.set(key, total);
    }
    if (total !== count.value) mismatches.push(`${at}: value ${count.value}, list total ${total} (${key})`);
  }
  expect(mismatches).toEqual([]);
  return drills.length;
};
