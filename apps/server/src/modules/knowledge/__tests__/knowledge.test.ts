import { ZKnowledgeRow, ZKnowledgeUploadResult, ZPage } from '@notedesk/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../testing/multipartBody';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { rankKnowledge } from '../rankKnowledge';

const xlsxOf = async (rows: string[][]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('知识库');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const ZKnowledgePage = ZPage(ZKnowledgeRow);

describe('knowledge', () => {
  let t: TestApp;
  let manager: string;
  let worker: string;
  let foreign: string;

  const upload = (token: string, name: string, bytes: Buffer, mode: 'replace' | 'append' = 'append') => {
    const { body, headers } = multipartBody([{ name, bytes }]);
    return t.api(token).post(`/api/knowledge/upload?mode=${mode}`, body, { headers });
  };
  const list = async (token: string, q = '') =>
    ZKnowledgePage.parse(expectOk(await t.api(token).get(`/api/knowledge?q=${encodeURIComponent(q)}`)));

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.loginAs(t.a.manager);
    worker = await t.loginAs(t.a.worker);
    foreign = await t.loginAs(t.b.manager);
  });
  afterAll(() => t.close());

  it('a csv with Chinese headers: good rows stored, the bad row reported by its line', async () => {
    const csv = [
      '问题,答案,产品,关键词',
      '敏感肌能用吗,"温和配方，敏感肌建议先在耳后试用",修护精华,"敏感肌，敏感、能用吗"',
      ',没有问题的一行,,',
      '保质期多久,开封后建议12个月内用完,,保质期 开封',
      '',
      '孕妇能用吗,,,孕妇',
    ].join('\r\n');
    const result = ZKnowledgeUploadResult.parse(
      expectOk(await upload(manager, 'knowledge.csv', Buffer.from(`\uFEFF${csv}`), 'replace')),
    );
    expect(result).toEqual({
      mode: 'replace',
      read: 4,
      imported: 2,
      removed: 0,
      updated: 0,
      problems: [
        { line: 3, reason: 'question_missing' },
        { line: 6, reason: 'answer_missing' },
      ],
      total: 2,
    });
    const page = await list(manager);
    expect(page.total).toBe(2);
    expect(page.items.map((row) => [row.question, row.answer, row.product, row.keywords])).toEqual([
      ['保质期多久', '开封后建议12个月内用完', null, ['保质期', '开封']],
      ['敏感肌能用吗', '温和配方，敏感肌建议先在耳后试用', '修护精华', ['敏感肌', '敏感', '能用吗']],
    ]);
  });

  it('an xlsx with English headers in another order appends; a replace swaps everything', async () => {
    const xlsx = await xlsxOf([
      ['Keywords', 'Answer', 'Question', 'Notes'],
      ['物流, 发货', '下单后48小时内发货', '多久发货', 'ignored'],
      ['', '', '', ''],
      ['', 'an answer without a question', '', ''],
    ]);
    const appended = ZKnowledgeUploadResult.parse(expectOk(await upload(manager, 'kb.xlsx', xlsx, 'append')));
    expect(appended).toMatchObject({ read: 2, imported: 1, removed: 0, total: 3 });
    expect(appended.problems).toEqual([{ line: 4, reason: 'question_missing' }]);

    const found = await list(manager, '发货');
    expect(found.items.map((row) => row.question)).toEqual(['多久发货']);
    // Search reaches keywords and products too.
    expect((await list(manager, '修护精华')).items.map((row) => row.question)).toEqual(['敏感肌能用吗']);

    const replaced = ZKnowledgeUploadResult.parse(
      expectOk(
        await upload(
          manager,
          'kb.xlsx',
          await xlsxOf([
            ['question', 'answer'],
            ['Q1', 'A1'],
          ]),
          'replace',
        ),
      ),
    );
    expect(replaced).toMatchObject({ imported: 1, removed: 3, total: 1 });
  });

  it('a file without the required columns, or with no good row, changes nothing (422)', async () => {
    const before = await list(manager);
    const noAnswer = expectFailure(
      await upload(manager, 'bad.csv', Buffer.from('question,product\nQ,P\n'), 'replace'),
      422,
    );
    expect(noAnswer.detail).toContain('answer (答案)');
    const allBad = expectFailure(
      await upload(manager, 'bad.csv', Buffer.from('问题,答案\n,A\n'), 'replace'),
      422,
    );
    expect(allBad.data).toEqual({ problems: [{ line: 2, reason: 'question_missing' }] });
    const notXlsx = expectFailure(
      await upload(manager, 'bad.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'replace'),
      422,
    );
    expect(notXlsx.detail).toContain('xlsx');
    expect(await list(manager)).toEqual(before);
    expectFailure(await t.api(manager).post('/api/knowledge/upload', { not: 'multipart' }), 415);
  });

  it('delete and export are the tenant’s own; workers and other tenants are refused', async () => {
    expectOk(
      await upload(
        manager,
        'kb.csv',
        Buffer.from('question,answer,product,keywords\n可以退货吗,7天无理由退货,,"退货,退款"\n'),
      ),
    );
    const rows = (await list(manager)).items;
    const target = rows.find((row) => row.question === '可以退货吗');
    if (!target) throw new Error('uploaded row missing');

    expectFailure(await t.api(worker).get('/api/knowledge'), 403);
    expectFailure(await upload(worker, 'kb.csv', Buffer.from('question,answer\nQ,A\n')), 403);
    expectFailure(await t.api(foreign).post(`/api/knowledge/${target.id}/delete`), 404);
    expect((await list(foreign)).total).toBe(0);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/knowledge/export.xlsx',
      headers: { authorization: `Bearer ${manager}`, 'accept-language': 'zh-CN' },
    });
    expect(exported.statusCode).toBe(200);
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(zhBook.worksheets[0]?.getRow(1).values).toEqual([undefined, '问题', '答案', '产品', '关键词']);
    const workbook = new ExcelJS.Workbook();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/knowledge/export.xlsx',
      headers: { authorization: `Bearer ${manager}`, 'accept-language': 'en-US' },
    });
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'question', 'answer', 'product', 'keywords']);
    expect(sheet?.getRow(3).values).toEqual([undefined, '可以退货吗', '7天无理由退货', '', '退货, 退款']);

    expect(expectOk(await t.api(manager).post(`/api/knowledge/${target.id}/delete`))).toEqual({
      id: target.id,
    });
    expect((await list(manager)).items.map((row) => row.question)).not.toContain('可以退货吗');
    expectFailure(await t.api(manager).post(`/api/knowledge/${target.id}/delete`), 404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'knowledge')
      .where('tenant_id', '=', t.a.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'knowledge.replace',
      'knowledge.append',
      'knowledge.replace',
      'knowledge.append',
      'knowledge.delete',
    ]);
  });
  it('an append answers a question already held anew instead of adding it twice; a repeat within a file is reported', async () => {
    const held = [
      'question,answer,product',
      '保质期多久,开封后建议12个月内用完,',
      '敏感肌能用吗,温和配方,修护精华',
    ];
    expectOk(await upload(manager, 'held.csv', Buffer.from(held.join('\n')), 'replace'));
    const before = (await list(manager)).total;
    const csv = [
      'question,answer,product',
      '保质期多久？,未开封三年，开封后12个月内用完,',
      '保 质 期 多 久,重复的一行,',
      '敏感肌能用吗,另一个产品的同一问题,洁面乳',
    ].join('\n');
    const result = ZKnowledgeUploadResult.parse(
      expectOk(await upload(manager, 'again.csv', Buffer.from(csv))),
    );
    expect(result).toMatchObject({ read: 3, imported: 2, updated: 1, removed: 0, total: before + 1 });
    expect(result.problems).toEqual([{ line: 3, reason: 'question_duplicate', detail: '2' }]);
    const shelfLife = (await list(manager, '保质期')).items;
    expect(shelfLife.map((row) => [row.question, row.answer])).toEqual([
      ['保质期多久', '未开封三年，开封后12个月内用完'],
    ]);
  });
});

describe('knowledge retrieval', () => {
  const entries = [
    { question: '敏感肌能用吗', answer: 'A-敏感', product: '', keywords: ['敏感肌', '敏感'] },
    { question: '精华怎么用', answer: 'A-精华用法', product: '修护精华', keywords: ['怎么用', '用法'] },
    { question: '面霜怎么用', answer: 'A-面霜用法', product: '保湿面霜', keywords: ['怎么用', '用法'] },
    { question: '多久发货', answer: 'A-发货', product: '', keywords: ['发货', '物流'] },
  ];

  it('picks rows by what is asked (topic or specific keyword), never another product’s, most relevant first', () => {
    // Two topics asked: both rows; the serum's usage row is also the comment's product.
    expect(
      rankKnowledge(entries, { text: '请问这个怎么用？我是敏感肌', productName: '修护精华' }).map(
        (row) => row.answer,
      ),
    ).toEqual(['A-精华用法', 'A-敏感']);
    expect(rankKnowledge(entries, { text: '多久能发货呀', productName: null })).toEqual([
      { question: '多久发货', answer: 'A-发货', product: null },
    ]);
    // The product named in the text counts when the comment has none filed.
    expect(
      rankKnowledge(entries, { text: '保湿面霜怎么用', productName: null }).map((row) => row.answer),
    ).toEqual(['A-面霜用法']);
    expect(rankKnowledge(entries, { text: '好看！', productName: '修护精华' })).toEqual([]);
  });

  it('words every question has (可以/用吗) never match: the asked-about term must', () => {
    const rows = [
      { question: '孕期可以用吗', answer: 'A-孕期', product: '', keywords: ['孕妇', '孕期', '可以用吗'] },
      { question: '精华和面霜的使用顺序', answer: 'A-顺序', product: '', keywords: ['顺序', '先用'] },
      { question: '积雪草苷浓度', answer: 'A-浓度', product: '', keywords: ['积雪草苷'] },
    ];
    // The case: a question about acids got the pregnancy answer through 期可/可以/以用/用吗.
    expect(rankKnowledge(rows, { text: '刷酸期可以用吗', productName: null })).toEqual([]);
    expect(
      rankKnowledge(rows, { text: '怀孕了还可以用吗', productName: null }).map((row) => row.answer),
    ).toEqual(['A-孕期']);
    // A row's own specific keyword is enough.
    expect(
      rankKnowledge(rows, { text: '积雪草苷有多少', productName: null }).map((row) => row.answer),
    ).toEqual(['A-浓度']);
    // A row about serum and cream does not answer where sunscreen goes.
    expect(rankKnowledge(rows, { text: '防晒在面霜之前还是之后用', productName: null })).toEqual([]);
  });
});
