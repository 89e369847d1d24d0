import type { TLlmProviderSource } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { type ChatMessage, chatCompletion, type FailureWhy, type LlmProvider } from './chatCompletion';
import type { FallbackReason } from './fallbackNote';
import { createProviderTransport, type ProviderTransport } from './providerTransport';
import { createLlmRepository, type LlmSettingsRow } from './repository';
import { createSecretBox } from './secretBox';

export type LlmPurpose = 'classify' | 'reply';

/** The provider a tenant's calls go to now, and the limits that apply. */
export type EffectiveLlm = {
  settings: LlmSettingsRow | undefined;
  source: TLlmProviderSource;
  /** Undefined when nothing is configured, or the stored key cannot be decrypted (`keyUnreadable`). */
  provider: LlmProvider | undefined;
  keyUnreadable: boolean;
  classifyEnabled: boolean;
  replyEnabled: boolean;
  dailyTokenQuota: number | null;
};

/** Answered (and parsed), not used at all (`off`: no LLM for this purpose), or fell back with a reason. */
export type LlmRunOutcome<T> =
  | { kind: 'answered'; value: T }
  | { kind: 'off' }
  | { kind: 'fallback'; reason: FallbackReason };

/** UTC day of an epoch-ms instant, as the usage table keys it. */
export const utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** After a timeout or an unreachable server, calls skip the LLM this long (an import must not wait 30 s a batch). */
export const LLM_PAUSE_MS = 60_000;
const PAUSING: ReadonlySet<FallbackReason> = new Set(['timeout', 'unreachable']);

const smallerQuota = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);

/**
 * Every LLM call of a tenant goes through here: its provider (own settings, or the server's LLM_*
 * environment), the daily token quota, the usage record, and the reason when it falls back.
 */
export const createLlmGateway = (deps: AppDeps, transport: ProviderTransport = createProviderTransport()) => {
  const repository = createLlmRepository(deps.db);
  // Per app instance (like the comment list index), not per module: tenants whose provider just hung.
  const paused = new Map<number, { until: number; reason: FallbackReason }>();
  const secretBox = createSecretBox(deps.config.jwtSecret);
  const environment = deps.config.llm.provider;

  const effective = async (tenantId: number): Promise<EffectiveLlm> => {
    const settings = await repository.findSettings(tenantId);
    const own = settings !== undefined && settings.baseUrl !== '';
    const base = {
      settings,
      classifyEnabled: settings?.classifyEnabled ?? true,
      replyEnabled: settings?.replyEnabled ?? true,
    };
    if (own) {
      const apiKey = settings.apiKeyEncrypted === null ? '' : secretBox.open(settings.apiKeyEncrypted);
      return {
        ...base,
        source: 'tenant',
        provider:
          apiKey === undefined ? undefined : { baseUrl: settings.baseUrl, model: settings.model, apiKey },
        keyUnreadable: apiKey === undefined,
        dailyTokenQuota: settings.dailyTokenQuota,
      };
    }
    // The server's own provider: its quota caps every tenant, a tenant may set a lower one.
    return {
      ...base,
      source: environment ? 'environment' : 'none',
      provider: environment,
      keyUnreadable: false,
      dailyTokenQuota: smallerQuota(settings?.dailyTokenQuota ?? null, deps.config.llm.dailyTokenQuota),
    };
  };

  const usedToday = async (tenantId: number): Promise<number> => {
    const [today] = await repository.usageSince(tenantId, utcDay(deps.now()));
    return today ? today.promptTokens + today.completionTokens : 0;
  };

  const recordFallback = async (tenantId: number) =>
    repository.addUsage(tenantId, utcDay(deps.now()), {
      promptTokens: 0,
      completionTokens: 0,
      requests: 0,
      fallbacks: 1,
    });

  /**
   * One call for `purpose`: `parse` turns the answer into a value, or undefined when it is not what was
   * asked for (the tokens still count). Never throws for a provider's failure.
   */
  const isOn = (llm: EffectiveLlm, purpose: LlmPurpose): boolean =>
    llm.source !== 'none' && (purpose === 'classify' ? llm.classifyEnabled : llm.replyEnabled);

  const run = async <T>(
    tenantId: number,
    purpose: LlmPurpose,
    messages: ChatMessage[],
    parse: (text: string) => T | undefined,
    maxTokens?: number,
  ): Promise<LlmRunOutcome<T>> => {
    const llm = await effective(tenantId);
    if (!isOn(llm, purpose)) return { kind: 'off' };
    const fallBack = async (reason: FallbackReason, why?: FailureWhy): Promise<LlmRunOutcome<T>> => {
      await recordFallback(tenantId);
      deps.log.warn({ tenantId, purpose, reason, why }, 'LLM call fell back to the embedded engine');
      return { kind: 'fallback', reason };
    };
    if (!llm.provider) return fallBack(llm.keyUnreadable ? 'key_unreadable' : 'not_configured');
    const pause = paused.get(tenantId);
    if (pause && pause.until > deps.now()) return fallBack(pause.reason);
    if (llm.dailyTokenQuota !== null && (await usedToday(tenantId)) >= llm.dailyTokenQuota) {
      return fallBack('quota');
    }
    const outcome = await chatCompletion(
      llm.provider,
      messages,
      {
        timeoutMs: deps.config.llm.timeoutMs,
        retryDelayMs: deps.config.llm.retryDelayMs,
        ...(maxTokens ? { maxTokens } : {}),
      },
      transport,
    );
    await repository.addUsage(tenantId, utcDay(deps.now()), {
      ...outcome.tokens,
      requests: outcome.attempts,
      fallbacks: 0,
    });
    if (!outcome.ok) {
      if (PAUSING.has(outcome.failure)) {
        paused.set(tenantId, { until: deps.now() + LLM_PAUSE_MS, reason: outcome.failure });
      }
      return fallBack(outcome.failure, outcome.why);
    }
    paused.delete(tenantId);
    const value = parse(outcome.text);
    if (value === undefined) return fallBack('invalid_answer');
    return { kind: 'answered', value };
  };

  return {
    effective,
    isOn,
    run,
    /** New settings are tried at once, whatever the last call did. */
    resume: (tenantId: number) => paused.delete(tenantId),
    repository,
    secretBox,
    transport,
    /** Closes the provider connections kept alive. */
    close: () => transport.close(),
  };
};

export type LlmGateway = ReturnType<typeof createLlmGateway>;
