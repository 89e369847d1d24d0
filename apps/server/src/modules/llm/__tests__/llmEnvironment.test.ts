import {
  PATHS,
  type TLlmSettingsInput,
  ZClassifyResult,
  ZLlmSettings,
  ZLlmTestResult,
  ZLlmUsage,
} from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectOk, type TestApp } from '../../../testing/testApp';
import { createSecretBox } from '../secretBox';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fakeOpenAiServer';

const ENV_KEY = 'sk-server-ENV-key-abcdef0123456789';

describe('LLM provider from the environment (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_DAILY_TOKEN_QUOTA)', () => {
  let t: TestApp;
  let fake: FakeOpenAiServer;
  let admin: string;
  let adminB: string;

  const classify = async (token: string) =>
    ZClassifyResult.parse(expectOk(await t.api(token).post('/api/track/classify', { text: '好用' })));

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    fake.expectedKey = ENV_KEY;
    t = await createTestApp({
      env: {
        LLM_BASE_URL: fake.baseUrl,
        LLM_MODEL: 'env-model',
        LLM_API_KEY: ENV_KEY,
        LLM_DAILY_TOKEN_QUOTA: '400',
        LLM_TIMEOUT_MS: '2000',
        LLM_RETRY_DELAY_MS: '10',
      },
    });
    admin = await t.loginAs(t.a.admin);
    adminB = await t.loginAs(t.b.admin);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('is the default for tenants without settings, shown to admins without its key', async () => {
    const response = await t.api(admin).get(PATHS.llm.settings);
    expect(response.text).not.toContain(ENV_KEY);
    expect(ZLlmSettings.parse(expectOk(response))).toMatchObject({
      base_url: '',
      api_key_set: false,
      provider: 'environment',
      environment: { base_url: fake.baseUrl, model: 'env-model' },
    });
    expect(await classify(admin)).toMatchObject({ engine: 'llm', cls_type: 2 });
    expect(fake.requests.at(-1)).toMatchObject({ authorization: `Bearer ${ENV_KEY}` });
    expect(fake.requests.at(-1)?.body.model).toBe('env-model');
  });

  it('caps every tenant at the server quota; a tenant may set a lower one or switch the LLM off', async () => {
    // 150 tokens a call: 150 and 300 are under the 400 of LLM_DAILY_TOKEN_QUOTA, 450 is not.
    expect((await classify(admin)).engine).toBe('llm');
    expect((await classify(admin)).engine).toBe('llm');
    const over = await classify(admin);
    expect(over.engine).toBe('model');
    expect(over.note).toBe('今日大模型 token 额度已用完，已由内置模型分类');
    const usage = ZLlmUsage.parse(expectOk(await t.api(admin).get(PATHS.llm.usage)));
    expect(usage).toMatchObject({
      daily_token_quota: 400,
      today: { total_tokens: 450, requests: 3, fallbacks: 1 },
    });

    const off: TLlmSettingsInput = {
      base_url: '',
      model: '',
      classify_enabled: false,
      reply_enabled: true,
      daily_token_quota: 100,
    };
    expectOk(await t.api(adminB).request('PUT', PATHS.llm.settings, off));
    const requests = fake.requests.length;
    const labels = await classify(adminB);
    expect(labels.engine).toBe('model');
    expect(labels.note ?? '').not.toContain('大模型');
    expect(fake.requests).toHaveLength(requests);
    expect(ZLlmUsage.parse(expectOk(await t.api(adminB).get(PATHS.llm.usage))).daily_token_quota).toBe(100);
  });

  it('a key sealed under another server secret is reported, not sent', async () => {
    const sealed = createSecretBox('another-server-secret-0123456789abcdef').seal('sk-tenant-key');
    expect(createSecretBox(t.config.jwtSecret).open(sealed)).toBeUndefined();
    expect(createSecretBox('another-server-secret-0123456789abcdef').open(sealed)).toBe('sk-tenant-key');
    await t.db
      .insertInto('llm_settings')
      .values({
        tenant_id: t.b.id,
        base_url: fake.baseUrl,
        model: 'm',
        api_key_encrypted: sealed,
        classify_enabled: 1,
        reply_enabled: 1,
        daily_token_quota: null,
        updated_by: null,
        updated_at: t.clock.now(),
      })
      .onConflict((conflict) =>
        conflict
          .column('tenant_id')
          .doUpdateSet({ base_url: fake.baseUrl, model: 'm', api_key_encrypted: sealed }),
      )
      .execute();
    const requests = fake.requests.length;
    const result = ZLlmTestResult.parse(expectOk(await t.api(adminB).post(PATHS.llm.settingsTest)));
    expect(result).toMatchObject({ ok: false, failure: 'key_unreadable' });
    await t.db
      .updateTable('llm_settings')
      .set({ classify_enabled: 1 })
      .where('tenant_id', '=', t.b.id)
      .execute();
    const labels = await classify(adminB);
    expect(labels.engine).toBe('model');
    expect(labels.note).toContain('API Key 无法解密');
    expect(fake.requests).toHaveLength(requests);
  });
});
