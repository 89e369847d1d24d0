import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatCompletion, type LlmProvider } from '../chatCompletion';
import { createProviderTransport, type ProviderTransport } from '../providerTransport';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fakeOpenAiServer';

const MESSAGES = [{ role: 'user' as const, content: 'Reply with the single word: ok' }];
const LIMITS = { timeoutMs: 2000, retryDelayMs: 0 };

describe('the provider transport checks the address it connects to', () => {
  let fake: FakeOpenAiServer;
  const transports: ProviderTransport[] = [];
  const transport = (...args: Parameters<typeof createProviderTransport>) => {
    const made = createProviderTransport(...args);
    transports.push(made);
    return made;
  };
  const provider = (host: string): LlmProvider => ({
    baseUrl: `http://${host}:${new URL(fake.origin).port}/v1`,
    model: 'm',
    apiKey: 'sk-transport-key',
  });

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    for (const made of transports) await made.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'good';
    fake.requests.length = 0;
    fake.replyText = 'ok';
  });

  it('refuses a name that resolved to loopback when checked and to a forbidden address when connecting (DNS rebinding)', async () => {
    // 0.0.0.0 reaches this machine's own ports on Linux: without the check at connect time the call
    // would land on the fake.
    const answers: string[][] = [['127.0.0.1'], ['0.0.0.0']];
    let lookups = 0;
    const rebinding = async () => answers[Math.min(lookups++, answers.length - 1)] ?? [];
    const outcome = await chatCompletion(provider('rebind.test'), MESSAGES, LIMITS, transport(rebinding));
    expect(outcome).toMatchObject({
      ok: false,
      failure: 'address_forbidden',
      why: { host: 'rebind.test (0.0.0.0)' },
    });
    expect(lookups).toBe(2);
    expect(fake.requests).toEqual([]);
  });

  it('connects through a name that resolves to loopback (Ollama or vLLM on this machine)', async () => {
    const outcome = await chatCompletion(
      provider('ollama.test'),
      MESSAGES,
      LIMITS,
      transport(async () => ['127.0.0.1']),
    );
    expect(outcome).toMatchObject({ ok: true, text: 'ok' });
    expect(fake.requests).toHaveLength(1);
  });

  it('cuts an answer larger than the bound and calls it an invalid answer', async () => {
    fake.replyText = 'x'.repeat(5000);
    const outcome = await chatCompletion(
      provider('127.0.0.1'),
      MESSAGES,
      LIMITS,
      transport(async () => ['127.0.0.1'], 1000),
    );
    expect(outcome).toMatchObject({ ok: false, failure: 'invalid_answer', why: { cause: 'too_large' } });
  });
});
