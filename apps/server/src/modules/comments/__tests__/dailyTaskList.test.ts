import { ZDailyTasks } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommentOverrides, newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { newTenant } from '../../../testing/factories/newTenant';
import { newUser } from '../../../testing/factories/newUser';
import { createEmptyTestApp, type EmptyTestApp, expectOk } from '../../../testing/testApp';

const DAY = 24 * 60 * 60 * 1000;
const CHINA = 8 * 60 * 60 * 1000;
const chinaMidnight = (now: number) => Math.floor((now + CHINA) / DAY) * DAY - CHINA;

describe('GET /api/track/daily-task-list', () => {
  let t: EmptyTestApp;
  beforeAll(async () => {
    t = await createEmptyTestApp();
  });
  afterAll(() => t.close());

  it('counts to do, my in progress, and today’s negatives and leads by China’s calendar day', async () => {
    // Tomorrow in China, ten minutes in (the UTC day before's 16:10); forward, so tokens stay valid.
    const d0 = chinaMidnight(t.clock.now()) + DAY;
    t.clock.set(d0 + 10 * 60_000);
    const tenant = await newTenant(t);
    const worker = await newUser(t, { tenantId: tenant.id, role: 'worker' });
    const manager = await newUser(t, { tenantId: tenant.id, role: 'manager' });
    const note = await newNote(t, { tenant_id: tenant.id, at: d0 - DAY });
    const add = (at: number, extra: Omit<CommentOverrides, 'note_id' | 'at'>) =>
      newComment(t, { note_id: note, at, ...extra });
    const yesterdayNegative = await add(d0 - 60_000, { content: '昨天的差评', cls_type: 0 });
    const todayNegative = await add(d0 + 60_000, { content: '今天的差评', cls_type: 0 });
    const todayLead = await add(d0 + 5 * 60_000, {
      content: '今天的线索',
      cls_type: 1,
      process_status: 1,
      process_staff_id: worker.id,
    });
    const othersInProgress = await add(d0 - DAY, {
      content: '同事跟进中',
      cls_type: 2,
      process_status: 1,
      process_staff_id: manager.id,
    });
    await add(d0 - DAY, { content: '已完成', cls_type: 0, process_status: 2 });
    // Another tenant's negative of today counts for nobody here.
    const other = await newTenant(t);
    const otherNote = await newNote(t, { tenant_id: other.id, at: d0 });
    await newComment(t, { note_id: otherNote, at: d0 + 60_000, content: '乙今天差评', cls_type: 0 });

    const tasks = ZDailyTasks.parse(
      expectOk(await t.api(await t.loginAs(worker)).get('/api/track/daily-task-list')),
    );
    expect(tasks.date).toBe(new Date(d0 + CHINA).toISOString().slice(0, 10));
    expect(tasks.todo.count).toBe(2);
    expect(tasks.todo.items.map((row) => row.id)).toEqual([todayNegative, yesterdayNegative]);
    expect(tasks.in_progress.items.map((row) => row.id)).toEqual([todayLead]);
    expect(tasks.in_progress.count).toBe(1);
    expect(tasks.new_negative.items.map((row) => row.id)).toEqual([todayNegative]);
    expect(tasks.new_leads.items.map((row) => row.id)).toEqual([todayLead]);
    // The manager sees their own in-progress work.
    const boss = ZDailyTasks.parse(
      expectOk(await t.api(await t.loginAs(manager)).get('/api/track/daily-task-list')),
    );
    expect(boss.in_progress.items.map((row) => row.id)).toEqual([othersInProgress]);
    // The next China day: yesterday's news is no longer new.
    t.clock.set(d0 + DAY + 60_000);
    const later = ZDailyTasks.parse(
      expectOk(await t.api(await t.loginAs(worker)).get('/api/track/daily-task-list')),
    );
    expect(later.new_negative.count).toBe(0);
    expect(later.new_leads.count).toBe(0);
    expect(later.todo.count).toBe(2);
  });
});
