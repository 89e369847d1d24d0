import { CLASSIFY_TEXT_MAX_LENGTH, ZClassifyResult } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';

describe('POST /api/track/classify', () => {
  let t: TestApp;
  let worker: string;
  beforeAll(async () => {
    t = await createTestApp();
    worker = await t.loginAs(t.a.worker);
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    const response = await t.api().post('/api/track/classify', { text: '求链接' });
    expect(response.status).toBe(401);
  });

  it('answers the four labels, confidence, needs_review and the engine for any role', async () => {
    for (const token of [worker, await t.loginAs(t.a.manager), await t.loginAs(t.b.admin)]) {
      const data = ZClassifyResult.parse(
        expectOk(
          await t
            .api(token)
            .post('/api/track/classify', { text: '这个多少钱，哪里买', note_title: '面霜测评' }),
        ),
      );
      expect(data).toMatchObject({
        cls_type: 1,
        content_type: 'purchase_consultation',
        neg_type: null,
        engine: 'model',
      });
    }
    const negative = ZClassifyResult.parse(
      expectOk(await t.api(worker).post('/api/track/classify', { text: '用完烂脸了[哭惹R]' })),
    );
    expect(negative).toMatchObject({
      cls_type: 0,
      sentiment: 'negative',
      neg_type: 'adaptation',
      needs_review: false,
    });
  });

  it('refuses empty, blank, missing and too long text with 422', async () => {
    for (const body of [
      { text: '' },
      { text: '   ' },
      {},
      { text: 'x'.repeat(CLASSIFY_TEXT_MAX_LENGTH + 1) },
      { text: 5 },
    ]) {
      expectFailure(await t.api(worker).post('/api/track/classify', body), 422);
    }
  });
});
