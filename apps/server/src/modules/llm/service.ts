import {
  LLM_USAGE_DAYS,
  type TLlmSettings,
  type TLlmSettingsInput,
  type TLlmTestResult,
  type TLlmUsage,
  type TLlmUsageDay,
} from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { fieldRequired, unprocessable } from '../../http/AppError';
import type { Language } from '../../http/language';
import { toIsoOrNull } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { chatCompletion } from './chatCompletion';
import { type EffectiveLlm, type LlmGateway, utcDay } from './createLlmGateway';
import { failureDetail } from './failureDetail';
import { forbiddenProviderAddress } from './forbiddenProviderAddress';
import type { LlmSettingsRow, LlmUsageRow } from './repository';

const DAY_MS = 86_400_000;
const TEST_MESSAGES = [{ role: 'user' as const, content: 'Reply with the single word: ok' }];

const settingsView = (
  llm: EffectiveLlm,
  environment: AppDeps['config']['llm']['provider'],
): TLlmSettings => ({
  base_url: llm.settings?.baseUrl ?? '',
  model: llm.settings?.model ?? '',
  api_key_set: Boolean(llm.settings?.apiKeyEncrypted),
  classify_enabled: llm.classifyEnabled,
  reply_enabled: llm.replyEnabled,
  daily_token_quota: llm.settings ? llm.settings.dailyTokenQuota : null,
  provider: llm.source,
  environment: environment ? { base_url: environment.baseUrl, model: environment.model } : null,
  updated_at: toIsoOrNull(llm.settings?.updatedAt),
});

/** What the audit trail keeps of a settings row: never the key, only whether there is one. */
const audited = (row: LlmSettingsRow | undefined) =>
  row && {
    base_url: row.baseUrl,
    model: row.model,
    api_key_set: row.apiKeyEncrypted !== null,
    classify_enabled: row.classifyEnabled,
    reply_enabled: row.replyEnabled,
    daily_token_quota: row.dailyTokenQuota,
  };

const usageDay = (day: string, row: LlmUsageRow | undefined): TLlmUsageDay => ({
  day,
  prompt_tokens: row?.promptTokens ?? 0,
  completion_tokens: row?.completionTokens ?? 0,
  total_tokens: (row?.promptTokens ?? 0) + (row?.completionTokens ?? 0),
  requests: row?.requests ?? 0,
  fallbacks: row?.fallbacks ?? 0,
});

/** Admins set the tenant's LLM provider, see its token use, and try it with one tiny request. */
export const createLlmSettingsService = (deps: AppDeps, gateway: LlmGateway) => {
  const audit = createAuditRepository(deps.db);
  const { repository, secretBox } = gateway;

  const get = async (caller: AuthContext): Promise<TLlmSettings> =>
    settingsView(await gateway.effective(caller.tenantId), deps.config.llm.provider);

  return {
    get,

    save: async (caller: AuthContext, input: TLlmSettingsInput): Promise<TLlmSettings> => {
      if (input.base_url !== '' && input.model === '') {
        throw fieldRequired('model');
      }
      const forbidden =
        input.base_url === ''
          ? ''
          : await forbiddenProviderAddress(input.base_url, gateway.transport.resolve);
      if (forbidden)
        throw unprocessable('addressForbidden', 'base_url', { field: 'base_url', host: forbidden });
      const before = await repository.findSettings(caller.tenantId);
      const apiKeyEncrypted =
        input.api_key === undefined
          ? (before?.apiKeyEncrypted ?? null)
          : input.api_key === null
            ? null
            : secretBox.seal(input.api_key);
      const at = deps.now();
      const row: LlmSettingsRow = {
        baseUrl: input.base_url,
        model: input.model,
        apiKeyEncrypted,
        classifyEnabled: input.classify_enabled,
        replyEnabled: input.reply_enabled,
        dailyTokenQuota: input.daily_token_quota,
        updatedBy: caller.userId,
        updatedAt: at,
      };
      await repository.saveSettings(caller.tenantId, row);
      gateway.resume(caller.tenantId);
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'llm_settings.update',
        entity: 'llm_settings',
        entityId: caller.tenantId,
        before: audited(before) ?? {},
        after: { ...audited(row), api_key_changed: input.api_key !== undefined },
        at,
      });
      return get(caller);
    },

    usage: async (caller: AuthContext): Promise<TLlmUsage> => {
      const now = deps.now();
      const days = Array.from({ length: LLM_USAGE_DAYS }, (_, back) => utcDay(now - back * DAY_MS));
      const rows = await repository.usageSince(caller.tenantId, days[days.length - 1] as string);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const usage = days.map((day) => usageDay(day, byDay.get(day)));
      const llm = await gateway.effective(caller.tenantId);
      return { daily_token_quota: llm.dailyTokenQuota, today: usage[0] as TLlmUsageDay, days: usage };
    },

    /**
     * One tiny request with the saved settings. Says only what failed (status, timeout, refused, redirect,
     * wrong kind of answer), never what the server answered: the URL may point at an internal service.
     */
    test: async (caller: AuthContext, language: Language): Promise<TLlmTestResult> => {
      const llm = await gateway.effective(caller.tenantId);
      const model = llm.provider?.model ?? '';
      if (!llm.provider) {
        const failure = llm.keyUnreadable ? 'key_unreadable' : 'not_configured';
        return { ok: false, model, latency_ms: 0, failure, detail: '' };
      }
      const started = performance.now();
      const timeoutMs = deps.config.llm.timeoutMs;
      const outcome = await chatCompletion(
        llm.provider,
        TEST_MESSAGES,
        { timeoutMs, retryDelayMs: 0, maxTokens: 5 },
        gateway.transport,
      );
      const latency = Math.round(performance.now() - started);
      await repository.addUsage(caller.tenantId, utcDay(deps.now()), {
        ...outcome.tokens,
        requests: outcome.attempts,
        fallbacks: 0,
      });
      if (outcome.ok) return { ok: true, model, latency_ms: latency, failure: null, detail: '' };
      const detail = failureDetail(outcome.failure, outcome.why, language, timeoutMs);
      return { ok: false, model, latency_ms: latency, failure: outcome.failure, detail };
    },
  };
};

export type LlmSettingsService = ReturnType<typeof createLlmSettingsService>;
