import type { TLlmFailure } from '@notedesk/contract';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { forbiddenProviderAddress } from './forbiddenProviderAddress';
import { OutboundRefused } from './outboundRefused';
import type { ProviderTransport } from './providerTransport';

/** Where one call goes: an OpenAI-compatible server (OpenAI, DeepSeek, Qwen, Ollama, vLLM…). */
export type LlmProvider = { baseUrl: string; model: string; apiKey: string };

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type ChatTokens = { promptTokens: number; completionTokens: number };

/**
 * What failed, in our own terms: the provider's words are never kept, since the base URL may point at an
 * internal service whose answer is not the tenant's to read.
 */
export type FailureWhy = {
  /** The HTTP status answered (status failures and redirects). */
  status?: number;
  /** Below HTTP, or why an answer was not taken. */
  cause?: 'refused' | 'name_not_found' | 'connection' | 'too_large';
  /** The forbidden host, from the tenant's own URL and its resolution. */
  host?: string;
  maxBytes?: number;
};

export type ChatOutcome =
  | { ok: true; text: string; tokens: ChatTokens; attempts: number }
  | { ok: false; failure: TLlmFailure; why: FailureWhy; tokens: ChatTokens; attempts: number };

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

type Failure = { failure: TLlmFailure; why: FailureWhy };

/** The error and its causes (and an AggregateError's errors), outermost first. */
const chainOf = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  const visit = (current: unknown) => {
    if (current === undefined || current === null || chain.length >= 12 || chain.includes(current)) return;
    chain.push(current);
    if (current instanceof AggregateError) for (const inner of current.errors) visit(inner);
    visit((current as { cause?: unknown }).cause);
  };
  visit(error);
  return chain;
};

const STATUS_FAILURES: [test: (status: number) => boolean, failure: TLlmFailure][] = [
  [(status) => status === 401 || status === 403, 'unauthorized'],
  [(status) => status === 404, 'not_found'],
  [(status) => status === 429, 'rate_limited'],
  [(status) => status >= 500, 'server_error'],
];

const refusalFailure = (refused: OutboundRefused): Failure => {
  const { refusal } = refused;
  if (refusal.kind === 'address_forbidden')
    return { failure: 'address_forbidden', why: { host: refusal.host } };
  if (refusal.kind === 'redirect') return { failure: 'redirect', why: { status: refusal.status } };
  return { failure: 'invalid_answer', why: { cause: 'too_large', maxBytes: refusal.maxBytes } };
};

const failureOf = (error: unknown): Failure => {
  const chain = chainOf(error);
  const refused = chain.find((link) => link instanceof OutboundRefused);
  if (refused instanceof OutboundRefused) return refusalFailure(refused);
  const timedOut = chain.some(
    (link) =>
      link instanceof APIConnectionTimeoutError ||
      (link instanceof Error && (link.name === 'TimeoutError' || link.name === 'AbortError')),
  );
  if (timedOut) return { failure: 'timeout', why: {} };
  if (error instanceof APIError && !(error instanceof APIConnectionError) && error.status) {
    const { status } = error;
    const failure = STATUS_FAILURES.find(([test]) => test(status))?.[1] ?? 'bad_request';
    return { failure, why: { status } };
  }
  if (error instanceof SyntaxError) return { failure: 'invalid_answer', why: {} };
  const codes = chain.map((link) => (link as { code?: unknown }).code);
  if (codes.includes('ECONNREFUSED')) return { failure: 'unreachable', why: { cause: 'refused' } };
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN')) {
    return { failure: 'unreachable', why: { cause: 'name_not_found' } };
  }
  return { failure: 'unreachable', why: { cause: 'connection' } };
};

/** The text of a chat completion, or undefined when the answer is not one (an internal service's page…). */
const answerText = (completion: unknown): string | undefined => {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return undefined;
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  return typeof content === 'string' ? content : undefined;
};

const tokenCount = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One chat completion through the openai SDK over `transport` (no redirects, checked addresses, bounded
 * answers), with our own retries (so they are counted and fit the budget) and the tokens of every
 * answered attempt added up from the API's `usage`. The budget covers reading the answer too.
 */
export const chatCompletion = async (
  provider: LlmProvider,
  messages: ChatMessage[],
  limits: ChatLimits,
  transport: ProviderTransport,
): Promise<ChatOutcome> => {
  const tokens: ChatTokens = { promptTokens: 0, completionTokens: 0 };
  const forbidden = await forbiddenProviderAddress(provider.baseUrl, transport.resolve);
  if (forbidden)
    return { ok: false, failure: 'address_forbidden', why: { host: forbidden }, tokens, attempts: 0 };
  const budget = AbortSignal.timeout(limits.timeoutMs);
  const client = new OpenAI({
    baseURL: provider.baseUrl,
    // Local servers (Ollama, vLLM) take no key; the SDK still wants one.
    apiKey: provider.apiKey || 'none',
    organization: null,
    project: null,
    maxRetries: 0,
    logLevel: 'off',
    fetch: (url, init) =>
      transport.fetch(url, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, budget]) : budget,
      }),
  });
  const deadline = Date.now() + limits.timeoutMs;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return { ok: false, failure: 'timeout', why: {}, tokens, attempts };
    try {
      const completion: unknown = await client.chat.completions.create(
        {
          model: provider.model,
          messages,
          temperature: 0.2,
          ...(limits.maxTokens ? { max_tokens: limits.maxTokens } : {}),
        },
        { timeout: remaining },
      );
      const usage = (
        completion as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } } | null
      )?.usage;
      tokens.promptTokens += tokenCount(usage?.prompt_tokens);
      tokens.completionTokens += tokenCount(usage?.completion_tokens);
      const text = answerText(completion);
      if (text === undefined) return { ok: false, failure: 'invalid_answer', why: {}, tokens, attempts };
      return { ok: true, text, tokens, attempts };
    } catch (error) {
      const { failure, why } = failureOf(error);
      const wait = limits.retryDelayMs * 2 ** (attempts - 1);
      if (!RETRYABLE.has(failure) || attempts >= MAX_ATTEMPTS || Date.now() + wait >= deadline) {
        return { ok: false, failure, why, tokens, attempts };
      }
      await sleep(wait);
    }
  }
};
