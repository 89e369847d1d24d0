import type {
  TGroupBotSettings,
  TGroupBotSettingsInput,
  TGroupSendInput,
  TGroupSendResult,
} from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { AppError, clash, notFound, unprocessable } from '../../http/AppError';
import type { Language } from '../../http/language';
import { toIsoOrNull } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { createCommentRepository } from '../comments/repository';
import { forbiddenProviderAddress } from '../llm/forbiddenProviderAddress';
import type { ProviderTransport } from '../llm/providerTransport';
import type { SecretBox } from '../llm/secretBox';
import { createStaffRepository } from '../staff/repository';
import { type CardComment, commentCard } from './commentCard';
import type { GroupBotMessage } from './groupBotMessage';
import { groupChatWord } from './groupChatWord';
import { postToGroupBot } from './postToGroupBot';
import { createGroupChatRepository, type GroupBotRow } from './repository';

/** A webhook call is one small POST; Feishu answers within a second when it answers at all. */
export const GROUP_BOT_TIMEOUT_MS = 10_000;

/** Why a post could not even be tried: no bot, or a secret sealed with another server secret. */
type Unsendable = { ok: false; code: 0; detail: string; notConfigured: boolean };

/**
 * The tenant's Feishu group bot: admins set its webhook and signing secret (sealed, never returned); anyone
 * sends a text or a card about comments; alerts post through `postToTenantGroup`.
 */
export const createGroupChatService = (deps: AppDeps, transport: ProviderTransport, secretBox: SecretBox) => {
  const repository = createGroupChatRepository(deps.db);
  const comments = createCommentRepository(deps.db, deps.dialect);
  const users = createStaffRepository(deps.db);
  const audit = createAuditRepository(deps.db);

  const view = (bot: GroupBotRow | undefined): TGroupBotSettings => ({
    webhook_url: bot?.webhookUrl ?? '',
    app_url: bot?.appUrl ?? '',
    secret_set: Boolean(bot?.secretEncrypted),
    card_language: bot?.cardLanguage ?? 'zh-CN',
    updated_at: toIsoOrNull(bot?.updatedAt),
  });

  /**
   * Posts `message` to the tenant's group, or says why not (in `language`, the reader's of the answer).
   * The message is built once the bot's `app_url` and card language (what the group reads) are known.
   */
  const postToTenantGroup = async (
    tenantId: number,
    message: (bot: { appUrl: string; cardLanguage: Language }) => GroupBotMessage,
    language: Language,
  ): Promise<TGroupSendResult | Unsendable> => {
    const bot = await repository.findBot(tenantId);
    if (!bot || bot.webhookUrl === '') {
      return {
        ok: false,
        code: 0,
        detail: groupChatWord(language, 'failNotConfigured'),
        notConfigured: true,
      };
    }
    const secret = bot.secretEncrypted === null ? '' : secretBox.open(bot.secretEncrypted);
    if (secret === undefined) {
      return {
        ok: false,
        code: 0,
        detail: groupChatWord(language, 'failSecretUnreadable'),
        notConfigured: false,
      };
    }
    return postToGroupBot({ webhookUrl: bot.webhookUrl, secret }, message(bot), {
      fetch: transport.fetch,
      now: deps.now,
      timeoutMs: GROUP_BOT_TIMEOUT_MS,
      language,
    });
  };

  /** The comments a card is about, in the order asked; another tenant's or a deleted one answers 404. */
  const cardComments = async (tenantId: number, ids: number[]): Promise<CardComment[]> => {
    const unique = [...new Set(ids)];
    const found = await comments.findByIds(tenantId, unique);
    if (found.length !== unique.length) throw notFound('entityComment');
    const byId = new Map(found.map((comment) => [comment.id, comment]));
    return unique.map((id) => byId.get(id) as CardComment);
  };

  return {
    postToTenantGroup,
    cardComments,

    getBot: async (caller: AuthContext): Promise<TGroupBotSettings> =>
      view(await repository.findBot(caller.tenantId)),

    saveBot: async (caller: AuthContext, input: TGroupBotSettingsInput): Promise<TGroupBotSettings> => {
      const forbidden =
        input.webhook_url === '' ? '' : await forbiddenProviderAddress(input.webhook_url, transport.resolve);
      if (forbidden)
        throw unprocessable('addressForbidden', 'webhook_url', { field: 'webhook_url', host: forbidden });
      const before = await repository.findBot(caller.tenantId);
      const secretEncrypted =
        input.secret === undefined
          ? (before?.secretEncrypted ?? null)
          : input.secret === null
            ? null
            : secretBox.seal(input.secret);
      const at = deps.now();
      const row: GroupBotRow = {
        webhookUrl: input.webhook_url,
        appUrl: input.app_url,
        secretEncrypted,
        cardLanguage: input.card_language,
        updatedBy: caller.userId,
        updatedAt: at,
      };
      await repository.saveBot(caller.tenantId, row);
      // The webhook URL is itself a credential (anyone holding it can post): the trail keeps only its host.
      const audited = (bot: GroupBotRow | undefined) =>
        bot && {
          webhook_host: bot.webhookUrl === '' ? '' : new URL(bot.webhookUrl).host,
          app_url: bot.appUrl,
          secret_set: bot.secretEncrypted !== null,
          card_language: bot.cardLanguage,
        };
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'group_bot.update',
        entity: 'group_bot',
        entityId: caller.tenantId,
        before: audited(before) ?? {},
        after: { ...audited(row), secret_changed: input.secret !== undefined },
        at,
      });
      return view(row);
    },

    /** Posts a short text (in the card language) with the saved settings; says what Feishu answered. */
    testBot: async (caller: AuthContext, language: Language): Promise<TGroupSendResult> => {
      const result = await postToTenantGroup(
        caller.tenantId,
        ({ cardLanguage }) => ({
          msg_type: 'text',
          content: { text: groupChatWord(cardLanguage, 'testText') },
        }),
        language,
      );
      return { ok: result.ok, code: result.code, detail: result.detail };
    },

    /** A text or a card about comments, in the group's card language; a refusal answers 502 with Feishu's words. */
    send: async (
      caller: AuthContext,
      input: TGroupSendInput,
      language: Language,
    ): Promise<TGroupSendResult> => {
      const cards = input.comment_ids ? await cardComments(caller.tenantId, input.comment_ids) : [];
      const sender = await users.findById(caller.tenantId, caller.userId);
      const name = sender ? sender.full_name || sender.username : '';
      const message = (bot: { appUrl: string; cardLanguage: Language }): GroupBotMessage =>
        input.text !== undefined
          ? { msg_type: 'text', content: { text: input.text } }
          : commentCard(cards, {
              language: bot.cardLanguage,
              origin: bot.appUrl || input.origin || '',
              title:
                cards.length === 1
                  ? groupChatWord(bot.cardLanguage, 'cardTitleOne')
                  : groupChatWord(bot.cardLanguage, 'cardTitle', { count: cards.length }),
              footer: groupChatWord(bot.cardLanguage, 'cardSentBy', { name }),
              template: 'blue',
            });
      const result = await postToTenantGroup(caller.tenantId, message, language);
      if ('notConfigured' in result && result.notConfigured) throw clash('groupBotNotConfigured');
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: result.ok ? 'group.send' : 'group.send_failed',
        entity: 'group_bot',
        entityId: caller.tenantId,
        after: { comment_ids: input.comment_ids ?? [], text: input.text !== undefined, code: result.code },
        at: deps.now(),
      });
      if (!result.ok) {
        throw new AppError({
          status: 502,
          code: 'groupSendFailed',
          params: { detail: result.detail },
          data: { feishu_code: result.code },
        });
      }
      return { ok: true, code: 0, detail: '' };
    },
  };
};

export type GroupChatService = ReturnType<typeof createGroupChatService>;
