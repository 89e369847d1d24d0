import { z } from 'zod';

/** Days of usage the admin page shows (today included). */
export const LLM_USAGE_DAYS = 14;

/** Blank (the environment default) or an http(s) address such as https://api.deepseek.com/v1. */
const ZBaseUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/\S+)?$/i);

/** Where the provider a tenant uses comes from: its own settings, the server's environment, or nowhere. */
export const ZLlmProviderSource = z.enum(['tenant', 'environment', 'none']);
export type TLlmProviderSource = z.infer<typeof ZLlmProviderSource>;

/** GET/PUT /api/admin/llm-settings: never the key itself, only whether one is stored. */
export const ZLlmSettings = z.object({
  base_url: z.string(),
  model: z.string(),
  api_key_set: z.boolean(),
  classify_enabled: z.boolean(),
  reply_enabled: z.boolean(),
  /** Prompt + completion tokens a day; null: no limit. */
  daily_token_quota: z.number().int().nullable(),
  /** Which provider applies now (blank base URL → the server's LLM_* environment, when set). */
  provider: ZLlmProviderSource,
  /** The server's default provider (LLM_BASE_URL / LLM_MODEL), shown so admins know what a blank URL means. */
  environment: z.object({ base_url: z.string(), model: z.string() }).nullable(),
  updated_at: z.string().nullable(),
});
export type TLlmSettings = z.infer<typeof ZLlmSettings>;

/**
 * PUT /api/admin/llm-settings. `api_key`: omitted keeps the stored key, null clears it, a string replaces it.
 * A blank base URL means "use the server's environment default"; with a base URL the model is required.
 */
export const ZLlmSettingsInput = z.object({
  base_url: ZBaseUrl,
  model: z.string().trim().max(200),
  api_key: z.string().trim().min(1).max(500).nullable().optional(),
  classify_enabled: z.boolean(),
  reply_enabled: z.boolean(),
  daily_token_quota: z.number().int().min(1).max(1_000_000_000).nullable(),
});
export type TLlmSettingsInput = z.infer<typeof ZLlmSettingsInput>;

/** Why a test request (or a fallback) failed, for the sentence shown to the admin. */
export const LLM_FAILURES = [
  'not_configured',
  'key_unreadable',
  'timeout',
  'unreachable',
  'unauthorized',
  'not_found',
  'rate_limited',
  'server_error',
  'bad_request',
  'invalid_answer',
  /** The server answered 3xx; an OpenAI-compatible API needs no redirect, so none is followed. */
  'redirect',
  /** The base URL points at cloud metadata or a link-local address, which is never called. */
  'address_forbidden',
] as const;
export const ZLlmFailure = z.enum(LLM_FAILURES);
export type TLlmFailure = z.infer<typeof ZLlmFailure>;

/** POST /api/admin/llm-settings/test: one tiny request with the saved settings. */
export const ZLlmTestResult = z.object({
  ok: z.boolean(),
  model: z.string(),
  latency_ms: z.number().int(),
  failure: ZLlmFailure.nullable(),
  /**
   * What failed, in the request's language (HTTP status, timeout, refused, redirect, wrong kind of answer);
   * never the server's own text, which may come from an internal service. Blank on success.
   */
  detail: z.string(),
});
export type TLlmTestResult = z.infer<typeof ZLlmTestResult>;

export const ZLlmUsageDay = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
  requests: z.number().int(),
  /** Calls answered by the embedded engines instead (timeout, failure, invalid answer, quota). */
  fallbacks: z.number().int(),
});
export type TLlmUsageDay = z.infer<typeof ZLlmUsageDay>;

/** GET /api/admin/llm-usage: today and the days before it, newest first (days without use included). */
export const ZLlmUsage = z.object({
  daily_token_quota: z.number().int().nullable(),
  today: ZLlmUsageDay,
  days: z.array(ZLlmUsageDay),
});
export type TLlmUsage = z.infer<typeof ZLlmUsage>;
