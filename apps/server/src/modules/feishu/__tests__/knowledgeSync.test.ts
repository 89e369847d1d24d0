import {
  PATHS,
  type TFeishuSettingsInput,
  ZFeishuKnowledgeSync,
  ZFeishuSettings,
  ZKnowledgeRow,
  ZPage,
} from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../db/createDb';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { type FakeFeishu, startFakeFeishu } from '../../../testing/fakeFeishu';
import { multipartBody } from '../../../testing/multipartBody';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { createKnowledgeService } from '../../knowledge/service';
import { createKnowledgeSync } from '../knowledgeSync';
import { feishuServiceOn } from './feishuServiceOn';

const EN = { headers: { 'accept-language': 'en-US' } };
const KNOWLEDGE_SHEET = 'know-sheet';
/** The timer's default period (FEISHU_KNOWLEDGE_SYNC_MINUTES=60). */
const HOUR_MS = 60 * 60_000;

describe('the Feishu knowledge sheet feeds the reply drafts (against a fake Feishu on 127.0.0.1)', () => {
  let t: TestApp;
  let fake: FakeFeishu;
  let admin: string;
  let worker: string;

  const settings = (overrides: Partial<TFeishuSettingsInput> = {}): TFeishuSettingsInput => ({
    base_url: fake.baseUrl,
    app_id: fake.appId,
    app_secret: fake.appSecret,
    output_sheet_token: '',
    knowledge_sheet_token: KNOWLEDGE_SHEET,
    ...overrides,
  });
  const save = async (input: TFeishuSettingsInput) =>
    expectOk(await t.api(admin).request('PUT', PATHS.feishu.settings, input));
  const syncNow = async (options = {}) =>
    ZFeishuKnowledgeSync.parse(expectOk(await t.api(admin).post(PATHS.feishu.knowledgeSync, {}, options)));
  const knowledgeRows = async () =>
    ZPage(ZKnowledgeRow).parse(expectOk(await t.api(admin).get(PATHS.knowledge.list))).items;

  beforeAll(async () => {
    fake = await startFakeFeishu();
    t = await createTestApp({ env: { FEISHU_RETRY_DELAY_MS: '0' } });
    admin = await t.loginAs(t.a.admin);
    worker = await t.loginAs(t.a.worker);
    fake.addSpreadsheet(KNOWLEDGE_SHEET, {
      rows: [
        ['问题', '答案', '关键词'],
        ['什么时候发货', '下单后48小时内发货，偏远地区顺延', '发货,物流'],
        ['没有答案的问题', ''],
      ],
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('Sync now: rows read, rows refused with their reason; a question is then answered from a sheet row', async () => {
    await save(settings());
    const result = await syncNow();
    expect(result).toMatchObject({ ok: true, read: 2, imported: 1, detail: '' });
    expect(result.problems).toEqual([{ line: 3, reason: 'answer_missing' }]);
    expect((await knowledgeRows()).map((row) => row.question)).toEqual(['什么时候发货']);
    // The settings show the last sync.
    const shown = ZFeishuSettings.parse(expectOk(await t.api(admin).get(PATHS.feishu.settings)));
    expect(shown.knowledge_sync).toEqual(result);
    expect(shown.knowledge_sync_minutes).toBe(60);

    const noteId = await newNote(t, { tenant_id: t.a.id, title: '修护精华测评' });
    const question = await newComment(t, {
      note_id: noteId,
      content: '请问什么时候发货啊',
      cls_type: 100,
      content_type: 'customer_requirement',
    });
    const draft = expectOk(await t.api(worker).post('/api/track/gen-reply', { comment_id: question })) as {
      reply_text: string;
    };
    expect(draft.reply_text).toContain('下单后48小时内发货，偏远地区顺延');
  });

  it("a sheet Feishu refuses leaves the knowledge as it was and says why in the reader's language", async () => {
    await save(settings());
    await syncNow();
    await save(settings({ knowledge_sheet_token: 'no-such-sheet' }));
    const failed = await syncNow(EN);
    expect(failed).toMatchObject({ ok: false, read: 0, imported: 0 });
    expect(failed.detail).toBe('Sheet not found (Feishu 91402: NOTEXIST): check the sheet token');
    expect((await syncNow()).detail).toContain('找不到表格');
    expect(await knowledgeRows()).toHaveLength(1);

    fake.addSpreadsheet('only-bad-rows', {
      rows: [
        ['问题', '答案'],
        ['', '只有答案'],
      ],
    });
    await save(settings({ knowledge_sheet_token: 'only-bad-rows' }));
    const empty = await syncNow(EN);
    expect(empty).toMatchObject({ ok: false, read: 1, imported: 0 });
    expect(empty.problems).toEqual([{ line: 2, reason: 'question_missing' }]);
    expect(empty.detail).toContain('no valid question-and-answer row');
    expect(await knowledgeRows()).toHaveLength(1);
  });

  it('a knowledge sheet over 10 MB (long answers and notes) syncs completely: read in pages, each row once, lines kept', async () => {
    // 1,200 Q&A with 1,500-character answers and a 2,400-character note column (ignored, but read): ~14 MB,
    // more than Feishu answers in one read (90221 TooLargeResponse), and a 1,000-row page too.
    const ROWS = 1200;
    const answerOf = (line: number) => `第${line}行的回答：${'保湿修护温和不刺激'.repeat(166)}`;
    const rows = [['问题', '答案', '备注']];
    for (let line = 2; line <= ROWS + 1; line += 1)
      rows.push([`第${line}行的问题`, answerOf(line), '内部备注'.repeat(600)]);
    // A blank row between the pages and a row without an answer: the lines reported are the sheet's own.
    rows[699] = ['', '', ''];
    rows[1099] = ['第1100行的问题', '', ''];
    fake.addSpreadsheet('big-sheet', { rows });
    await save(settings({ knowledge_sheet_token: 'big-sheet' }));

    const result = await syncNow();
    expect(result).toMatchObject({ ok: true, read: ROWS - 1, imported: ROWS - 2, detail: '' });
    expect(result.problems).toEqual([{ line: 1100, reason: 'answer_missing' }]);
    expect(fake.counts.largestReadBytes).toBeLessThanOrEqual(10 * 1024 * 1024);
    const stored = await t.db
      .selectFrom('knowledge')
      .select(['question', 'answer'])
      .where('tenant_id', '=', t.a.id)
      .where('source', '=', 'feishu_sheet')
      .execute();
    const expected = rows
      .slice(1)
      .map((row, at) => ({ question: row[0] as string, line: at + 2 }))
      .filter(({ question, line }) => question !== '' && line !== 1100);
    expect(stored.map((row) => row.question).sort()).toEqual(expected.map((row) => row.question).sort());
    for (const row of stored) expect(row.answer).toBe(answerOf(Number(/^第(\d+)行/.exec(row.question)?.[1])));
  });

  it('the timer syncs every tenant with a sheet and an app; only admins sync by hand', async () => {
    fake.addSpreadsheet('timer-sheet', {
      rows: [
        ['question', 'answer'],
        ['退货运费谁出', '七天内由我们承担'],
      ],
    });
    await save(settings({ knowledge_sheet_token: 'timer-sheet' }));
    // The timer's round, as the app wires it: the Feishu service reads the sheet for the knowledge service.
    const { feishu, close } = feishuServiceOn(t);
    const sync = createKnowledgeSync(t, createKnowledgeService(t, feishu.readKnowledgeSheet));
    // Tenant b has no Feishu app: only tenant a is synced.
    expect(await sync.syncDue(HOUR_MS)).toBe(1);
    await close();
    expect((await knowledgeRows()).map((row) => row.question)).toEqual(['退货运费谁出']);
    const shown = ZFeishuSettings.parse(expectOk(await t.api(admin).get(PATHS.feishu.settings)));
    expect(shown.knowledge_sync).toMatchObject({ ok: true, read: 1, imported: 1 });
    for (const user of [t.a.worker, t.a.manager]) {
      const token = await t.loginAs(user);
      expectFailure(await t.api(token).post(PATHS.feishu.knowledgeSync, {}), 403);
    }
  });

  it('two server processes on one database: the timer syncs each tenant once a period, not once a process', async () => {
    await save(settings());
    // A 10-minute period (FEISHU_KNOWLEDGE_SYNC_MINUTES=10), so the clock moves less than a login lasts.
    const PERIOD_MS = 10 * 60_000;
    // Each process as the app wires it: its own database connection, Feishu service and knowledge sync.
    const processOn = (deps: typeof t) => {
      const { feishu, close } = feishuServiceOn(deps);
      const sync = createKnowledgeSync(deps, createKnowledgeService(deps, feishu.readKnowledgeSheet));
      return { round: () => sync.syncDue(PERIOD_MS), close };
    };
    const handle = createDb(t.database.url);
    const first = processOn(t);
    const second = processOn({ ...t, db: handle.db });
    try {
      // The start of a new period (earlier tests' rounds claimed theirs), both timers firing at the same moment.
      t.clock.set((Math.floor(t.now() / PERIOD_MS) + 1) * PERIOD_MS);
      const reads = fake.counts.reads;
      const synced = await Promise.all([first.round(), second.round()]);
      expect(synced.sort()).toEqual([0, 1]);
      expect(fake.counts.reads - reads).toBe(1);
      // Later in the same period: neither syncs again.
      t.clock.advance(PERIOD_MS / 2);
      expect(await Promise.all([second.round(), first.round()])).toEqual([0, 0]);
      expect(fake.counts.reads - reads).toBe(1);
      // The next period: one sync again, whichever process comes first.
      t.clock.advance(PERIOD_MS / 2);
      expect((await Promise.all([second.round(), first.round()])).sort()).toEqual([0, 1]);
      expect(fake.counts.reads - reads).toBe(2);
      const shown = ZFeishuSettings.parse(expectOk(await t.api(admin).get(PATHS.feishu.settings)));
      expect(shown.knowledge_sync).toMatchObject({ ok: true, read: 2, imported: 1 });
    } finally {
      await first.close();
      await second.close();
      await handle.close();
    }
  });

  it('a sync replaces only what the sheet gave: knowledge an admin uploaded stays, the sheet never removes it', async () => {
    await save(settings());
    await syncNow();
    const form = multipartBody([
      { name: 'kb.csv', bytes: Buffer.from('question,answer\n能带上飞机吗,100ml以内可以随身携带\n') },
    ]);
    expectOk(
      await t.api(admin).post('/api/knowledge/upload?mode=append', form.body, { headers: form.headers }),
    );
    fake.addSpreadsheet('second-sheet', {
      rows: [
        ['问题', '答案'],
        ['可以开发票吗', '可以，下单时填写抬头'],
      ],
    });
    await save(settings({ knowledge_sheet_token: 'second-sheet' }));
    expect(await syncNow()).toMatchObject({ ok: true, imported: 1 });
    // The first sheet's row is gone (the sheet changed); the uploaded row is kept.
    expect((await knowledgeRows()).map((row) => row.question).sort()).toEqual(
      ['能带上飞机吗', '可以开发票吗'].sort(),
    );
    // An upload that replaces keeps the sheet's rows in turn.
    const replacing = multipartBody([
      { name: 'kb.csv', bytes: Buffer.from('question,answer\n保质期多久,开封后12个月\n') },
    ]);
    expectOk(
      await t
        .api(admin)
        .post('/api/knowledge/upload?mode=replace', replacing.body, { headers: replacing.headers }),
    );
    expect((await knowledgeRows()).map((row) => row.question).sort()).toEqual(
      ['保质期多久', '可以开发票吗'].sort(),
    );
  });
});
