import type { Kysely } from 'kysely';
import { saveTenantRow } from '../../db/saveTenantRow';
import type { Database } from '../../db/schema';

export type LlmSettingsRow = {
  baseUrl: string;
  model: string;
  apiKeyEncrypted: string | null;
  classifyEnabled: boolean;
  replyEnabled: boolean;
  dailyTokenQuota: number | null;
  updatedBy: number | null;
  updatedAt: number;
};

/** What one call (or one fallback) adds to a tenant's day. */
export type LlmUsageDelta = {
  promptTokens: number;
  completionTokens: number;
  requests: number;
  fallbacks: number;
};

export type LlmUsageRow = LlmUsageDelta & { day: string };

/** PostgreSQL answers bigint columns as strings. */
const count = (value: unknown): number => Number(value ?? 0);

/** A tenant's LLM settings and its token use per UTC day. */
export const createLlmRepository = (db: Kysely<Database>) => ({
  findSettings: async (tenantId: number): Promise<LlmSettingsRow | undefined> => {
    const row = await db
      .selectFrom('llm_settings')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      baseUrl: row.base_url,
      model: row.model,
      apiKeyEncrypted: row.api_key_encrypted,
      classifyEnabled: row.classify_enabled === 1,
      replyEnabled: row.reply_enabled === 1,
      dailyTokenQuota: row.daily_token_quota === null ? null : count(row.daily_token_quota),
      updatedBy: row.updated_by,
      updatedAt: count(row.updated_at),
    };
  },

  saveSettings: (tenantId: number, settings: LlmSettingsRow): Promise<void> =>
    saveTenantRow(db, 'llm_settings', tenantId, {
      base_url: settings.baseUrl,
      model: settings.model,
      api_key_encrypted: settings.apiKeyEncrypted,
      classify_enabled: settings.classifyEnabled ? 1 : 0,
      reply_enabled: settings.replyEnabled ? 1 : 0,
      daily_token_quota: settings.dailyTokenQuota,
      updated_by: settings.updatedBy,
      updated_at: settings.updatedAt,
    }),

  addUsage: async (tenantId: number, day: string, delta: LlmUsageDelta): Promise<void> => {
    await db
      .insertInto('llm_usage')
      .values({
        tenant_id: tenantId,
        day,
        prompt_tokens: delta.promptTokens,
        completion_tokens: delta.completionTokens,
        requests: delta.requests,
        fallbacks: delta.fallbacks,
      })
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'day']).doUpdateSet((eb) => ({
          prompt_tokens: eb('llm_usage.prompt_tokens', '+', eb.ref('excluded.prompt_tokens')),
          completion_tokens: eb('llm_usage.completion_tokens', '+', eb.ref('excluded.completion_tokens')),
          requests: eb('llm_usage.requests', '+', eb.ref('excluded.requests')),
          fallbacks: eb('llm_usage.fallbacks', '+', eb.ref('excluded.fallbacks')),
        })),
      )
      .execute();
  },

  /** Days from `fromDay` on (inclusive), newest first; days without use are absent. */
  usageSince: async (tenantId: number, fromDay: string): Promise<LlmUsageRow[]> => {
    const rows = await db
      .selectFrom('llm_usage')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('day', '>=', fromDay)
      .orderBy('day', 'desc')
      .execute();
    return rows.map((row) => ({
      day: row.day,
      promptTokens: count(row.prompt_tokens),
      completionTokens: count(row.completion_tokens),
      requests: count(row.requests),
      fallbacks: count(row.fallbacks),
    }));
  },
});

export type LlmRepository = ReturnType<typeof createLlmRepository>;
