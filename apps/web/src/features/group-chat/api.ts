import {
  fillPath,
  PATHS,
  type TAlertRule,
  type TAlertRuleInput,
  type TAlertRuleList,
  type TGroupBotSettings,
  type TGroupBotSettingsInput,
  type TGroupSendInput,
  type TGroupSendResult,
  ZAlertRule,
  ZAlertRuleList,
  ZEnvelope,
  ZGroupBotSettings,
  ZGroupSendResult,
} from '@notedesk/contract';
import { http } from '@/app/http/http';

export const GROUP_BOT_KEY = ['admin', 'group-bot'] as const;
export const ALERT_RULES_KEY = ['alert-rules'] as const;

export const fetchGroupBot = async (): Promise<TGroupBotSettings> =>
  ZGroupBotSettings.parse(await http.get(PATHS.groupChat.bot));

/** PUT (the client's helpers cover GET and POST): the envelope is checked here. */
export const saveGroupBot = async (input: TGroupBotSettingsInput): Promise<TGroupBotSettings> =>
  ZEnvelope(ZGroupBotSettings).parse((await http.axios.put(PATHS.groupChat.bot, input)).data).data;

export const testGroupBot = async (): Promise<TGroupSendResult> =>
  ZGroupSendResult.parse(await http.post(PATHS.groupChat.botTest));

export const sendToGroup = async (input: TGroupSendInput): Promise<TGroupSendResult> =>
  ZGroupSendResult.parse(await http.post(PATHS.groupChat.send, input));

export const fetchAlertRules = async (): Promise<TAlertRuleList> =>
  ZAlertRuleList.parse(await http.get(PATHS.groupChat.rules));

export const createAlertRule = async (input: TAlertRuleInput): Promise<TAlertRule> =>
  ZAlertRule.parse(await http.post(PATHS.groupChat.rules, input));

export const updateAlertRule = async (id: number, input: TAlertRuleInput): Promise<TAlertRule> =>
  ZAlertRule.parse(await http.post(fillPath(PATHS.groupChat.rule, { id }), input));

export const removeAlertRule = async (id: number): Promise<TAlertRuleList> =>
  ZAlertRuleList.parse(await http.post(fillPath(PATHS.groupChat.ruleRemove, { id })));
