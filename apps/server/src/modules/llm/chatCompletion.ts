import type { TLlmFailure } from '@notedesk/contract';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { forbiddenProviderAddress } from './forbiddenProviderAddress';

/** Where one call goes: an OpenAI-compatible server (OpenAI, DeepSeek, Qwen, Ollama, vLLM…). */
export type LlmProvider = { baseUrl: string; model: string; apiKey: string };

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type ChatTokens = { promptTokens: number; completionTokens: number };

export type ChatOutcome =
  | { ok: true; text: string; tokens: ChatTokens; attempts: number }
  | { ok: false; failure: TLlmFailure; detail: string; tokens: ChatTokens; attempts: number };

export type ChatLimits = {
  /** The whole call's budget, retries and their waits included. */
  timeoutMs: number;
  /** Wait before the first retry; doubled before the second. */
  retryDelayMs: number;
  maxTokens?: number;
};

/** Two retries: a busy (429) or failing (5xx) provider often answers a moment later. */
const MAX_ATTEMPTS = 3;
const RETRYABLE: ReadonlySet<TLlmFailure> = new Set(['unreachable', 'rate_limited', 'server_error']);

const failureOf = (error: unknown): TLlmFailure => {
  if (error instanceof APIConnectionTimeoutError) return 'timeout';
  if (error instanceof APIConnectionError) return 'unreachable';
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    if (status === 401 || status === 403) return 'unauthorized';
    if (status === 404) return 'not_found';
    if (status === 429) return 'rate_limited';
    if (status >= 500) return 'server_error';
    return 'bad_request';
  }
  return 'unreachable';
};

/** The provider's words, one line, with the key blanked out in case a server echoes it. */
export const describeFailure = (error: unknown, apiKey: string): string => {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.replace(/\s+/g, ' ').trim().slice(0, 300);
  return apiKey.length >= 4 ? line.split(apiKey).join('***') : line;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One chat completion through the openai SDK, with our own retries (so they are counted and fit the
 * budget) and the tokens of every answered attempt added up from the API's `usage`.
 */
export const chatCompletion = async (
  provider: LlmProvider,
  messages: ChatMessage[],
  limits: ChatLimits,
): Promise<ChatOutcome> => {
  const forbidden = await forbiddenProviderAddress(provider.baseUrl);
  if (forbidden) {
    const none = { promptTokens: 0, completionTokens: 0 };
    return { ok: false, failure: 'address_forbidden', detail: forbidden, tokens: none, attempts: 0 };
  }
  const client = new OpenAI({
    baseURL: provider.baseUrl,
    // Local servers (Ollama, vLLM) take no key; the SDK still wants one.
    apiKey: provider.apiKey || 'none',
    organization: null,
    project: null,
    maxRetries: 0,
    logLevel: 'off',
  });
  const deadline = Date.now() + limits.timeoutMs;
  const tokens: ChatTokens = { promptTokens: 0, completionTokens: 0 };
  let attempts = 0;
  for (;;) {
    attempts += 1;
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      return { ok: false, failure: 'timeout', detail: 'no time left for another attempt', tokens, attempts };
    }
    try {
      const completion = await client.chat.completions.create(
        {
          model: provider.model,
          messages,
          temperature: 0.2,
          ...(limits.maxTokens ? { max_tokens: limits.maxTokens } : {}),
        },
        { timeout: remaining },
      );
      tokens.promptTokens += completion.usage?.prompt_tokens ?? 0;
      tokens.completionTokens += completion.usage?.completion_tokens ?? 0;
      const text = completion.choices[0]?.message?.content ?? '';
      return { ok: true, text, tokens, attempts };
    } catch (error) {
      const failure = failureOf(error);
      const wait = limits.retryDelayMs * 2 ** (attempts - 1);
      if (!RETRYABLE.has(failure) || attempts >= MAX_ATTEMPTS || Date.now() + wait >= deadline) {
        return { ok: false, failure, detail: describeFailure(error, provider.apiKey), tokens, attempts };
      }
      await sleep(wait);
    }
  }
};
