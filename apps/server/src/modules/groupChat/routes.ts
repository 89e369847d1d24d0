import {
  PATHS,
  PERMISSIONS,
  ZAlertRule,
  ZAlertRuleInput,
  ZAlertRuleList,
  ZAlertRuleParams,
  ZEnvelope,
  ZGroupBotSettings,
  ZGroupBotSettingsInput,
  ZGroupSendInput,
  ZGroupSendResult,
} from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import { pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import { adminSettingsRoutes } from '../auth/adminSettingsRoutes';
import { authOf, type Guard } from '../auth/guard';
import type { AlertRuleService } from './alertRuleService';
import type { GroupChatService } from './service';

/** The group bot (admins), sending to the group (everyone), alert rules (managers and admins). */
export const groupChatRoutes = (
  app: AppInstance,
  guard: Guard,
  groupChat: GroupChatService,
  alertRules: AlertRuleService,
): void => {
  const admins = guard(PERMISSIONS.groupBot.manage);
  const managers = guard(PERMISSIONS.alertRules.manage);
  const tags = ['group chat'];
  adminSettingsRoutes(
    app,
    {
      path: PATHS.groupChat.bot,
      testPath: PATHS.groupChat.botTest,
      onRequest: admins,
      tags,
      view: ZGroupBotSettings,
      input: ZGroupBotSettingsInput,
      testResult: ZGroupSendResult,
    },
    { get: groupChat.getBot, save: groupChat.saveBot, test: groupChat.testBot },
  );
  app.post(
    PATHS.groupChat.send,
    {
      onRequest: guard(),
      schema: { tags, body: ZGroupSendInput, response: { 200: ZEnvelope(ZGroupSendResult) } },
    },
    async (request) =>
      ok(
        await groupChat.send(authOf(request), request.body, pickLanguage(request.headers['accept-language'])),
      ),
  );
  app.get(
    PATHS.groupChat.rules,
    { onRequest: managers, schema: { tags, response: { 200: ZEnvelope(ZAlertRuleList) } } },
    async (request) => ok(await alertRules.list(authOf(request))),
  );
  app.post(
    PATHS.groupChat.rules,
    {
      onRequest: managers,
      schema: { tags, body: ZAlertRuleInput, response: { 200: ZEnvelope(ZAlertRule) } },
    },
    async (request) => ok(await alertRules.create(authOf(request), request.body)),
  );
  app.post(
    PATHS.groupChat.rule,
    {
      onRequest: managers,
      schema: {
        tags,
        params: ZAlertRuleParams,
        body: ZAlertRuleInput,
        response: { 200: ZEnvelope(ZAlertRule) },
      },
    },
    async (request) => ok(await alertRules.update(authOf(request), request.params.id, request.body)),
  );
  app.post(
    PATHS.groupChat.ruleRemove,
    {
      onRequest: managers,
      schema: { tags, params: ZAlertRuleParams, response: { 200: ZEnvelope(ZAlertRuleList) } },
    },
    async (request) => ok(await alertRules.remove(authOf(request), request.params.id)),
  );
};
