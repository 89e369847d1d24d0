import { z } from 'zod';
import { ZNegType } from './domain';
import { ZRowId, ZRowIdParam } from './rowId';

/** Comments one card may carry (a card is one chat message; Feishu caps its size at 30 KB). */
export const GROUP_CARD_MAX_COMMENTS = 20;
export const GROUP_TEXT_MAX_LENGTH = 2000;

/** Blank (no bot) or an https/http address such as https://open.feishu.cn/open-apis/bot/v2/hook/…. */
const ZWebhookUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/\S+)?$/i);

/** Blank or the scheme and host (and port) NoteDesk is opened at, e.g. https://notedesk.example.com. */
const ZAppUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^(https?:\/\/[^/\s]+)?$/i);

/** GET/PUT /api/admin/group-bot: the tenant's Feishu custom bot; never the secret, only whether one is set. */
/** The languages a group card can be written in (the group reads Chinese unless an admin says otherwise). */
export const CARD_LANGUAGES = ['zh-CN', 'en-US'] as const;
export const ZCardLanguage = z.enum(CARD_LANGUAGES);
export type TCardLanguage = z.infer<typeof ZCardLanguage>;

export const ZGroupBotSettings = z.object({
  webhook_url: z.string(),
  /** The address staff open NoteDesk at; cards and alerts link back to comments there. */
  app_url: z.string(),
  secret_set: z.boolean(),
  /** The language the group's cards and alerts are written in. */
  card_language: ZCardLanguage,
  updated_at: z.string().nullable(),
});
export type TGroupBotSettings = z.infer<typeof ZGroupBotSettings>;

/** `secret`: omitted keeps the stored one, null clears it, a string replaces it. */
export const ZGroupBotSettingsInput = z.object({
  webhook_url: ZWebhookUrl,
  app_url: ZAppUrl,
  secret: z.string().trim().min(1).max(200).nullable().optional(),
  card_language: ZCardLanguage.default('zh-CN'),
});
export type TGroupBotSettingsInput = z.infer<typeof ZGroupBotSettingsInput>;

/**
 * POST /api/track/send-msg-to-group: a text message, or a card about one or more comments (note title,
 * comment, class, the reply draft, a link back). `origin` (the address the sender has NoteDesk open at) is
 * where the card's links lead when the bot settings name no `app_url`.
 */
export const ZGroupSendInput = z
  .object({
    text: z.string().trim().min(1).max(GROUP_TEXT_MAX_LENGTH).optional(),
    comment_ids: z.array(ZRowId).min(1).max(GROUP_CARD_MAX_COMMENTS).optional(),
    origin: ZAppUrl.optional(),
  })
  .refine((input) => (input.text === undefined) !== (input.comment_ids === undefined), {
    message: 'text or comment_ids (one of them)',
    path: ['comment_ids'],
  });
export type TGroupSendInput = z.infer<typeof ZGroupSendInput>;

/** What the group bot answered: sent, or Feishu's own code and message (`code` 0 when it never answered). */
export const ZGroupSendResult = z.object({
  ok: z.boolean(),
  code: z.number().int(),
  detail: z.string(),
});
export type TGroupSendResult = z.infer<typeof ZGroupSendResult>;

export const ALERT_RULE_KINDS = ['negative', 'negative_burst', 'lead_waiting'] as const;
export const ZAlertRuleKind = z.enum(ALERT_RULE_KINDS);
export type TAlertRuleKind = z.infer<typeof ZAlertRuleKind>;

/**
 * An alert rule. `negative`: a new negative comment (of `neg_type` and/or `product_id` when set);
 * `negative_burst`: more than `threshold` negatives within an hour on one note; `lead_waiting`: a sales lead
 * still without a follow-up status after `hours` hours.
 */
export const ZAlertRuleInput = z.object({
  kind: ZAlertRuleKind,
  neg_type: ZNegType.nullable().default(null),
  product_id: ZRowId.nullable().default(null),
  threshold: z.number().int().min(1).max(10_000).nullable().default(null),
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .nullable()
    .default(null),
  enabled: z.boolean().default(true),
});
export type TAlertRuleInput = z.infer<typeof ZAlertRuleInput>;

export const ZAlertRule = z.object({
  id: z.number().int(),
  kind: ZAlertRuleKind,
  neg_type: ZNegType.nullable(),
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  threshold: z.number().int().nullable(),
  hours: z.number().int().nullable(),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type TAlertRule = z.infer<typeof ZAlertRule>;

export const ZAlertRuleList = z.object({ items: z.array(ZAlertRule) });
export type TAlertRuleList = z.infer<typeof ZAlertRuleList>;

export const ZAlertRuleParams = z.object({ id: ZRowIdParam });
