import type { TGroupSendResult } from '@notedesk/contract';
import type { Language } from '../../http/language';
import { OutboundRefused } from '../llm/outboundRefused';
import { feishuBotSign } from './feishuBotSign';
import type { GroupBotMessage } from './groupBotMessage';
import { groupChatWord } from './groupChatWord';

export type GroupBot = { webhookUrl: string; secret: string };

/** What a Feishu bot answers: `{code, msg}` (current API) or `{StatusCode, StatusMessage}` (older bots). */
type BotAnswer = { code?: number; msg?: string; StatusCode?: number; StatusMessage?: string };

const readAnswer = async (response: Response): Promise<BotAnswer | undefined> => {
  try {
    const answer: unknown = await response.json();
    return typeof answer === 'object' && answer !== null ? (answer as BotAnswer) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Posts one message to the group, signed when the bot has a secret. Feishu answers HTTP 200 with a non-zero
 * `code` when it refuses (19021 bad signature, 19024 keyword missing, 9499 bad request…): that is a failure
 * carrying Feishu's own code and message. Never throws; `fetch` is the guarded outbound transport (no
 * redirects, no metadata addresses).
 */
export const postToGroupBot = async (
  bot: GroupBot,
  message: GroupBotMessage,
  options: { fetch: typeof fetch; now: () => number; timeoutMs: number; language: Language },
): Promise<TGroupSendResult> => {
  const { language } = options;
  const timestamp = String(Math.floor(options.now() / 1000));
  const signed = bot.secret === '' ? {} : { timestamp, sign: feishuBotSign(timestamp, bot.secret) };
  let response: Response;
  try {
    response = await options.fetch(bot.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ ...signed, ...message }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const refusal = error instanceof OutboundRefused ? error.refusal : undefined;
    const cause =
      error instanceof Error && error.cause instanceof OutboundRefused ? error.cause.refusal : refusal;
    if (cause?.kind === 'redirect') return failure(0, groupChatWord(language, 'failRedirect'));
    if (cause?.kind === 'address_forbidden') return failure(0, groupChatWord(language, 'failForbidden'));
    if (error instanceof Error && error.name === 'TimeoutError')
      return failure(0, groupChatWord(language, 'failTimeout'));
    return failure(0, groupChatWord(language, 'failUnreachable'));
  }
  const answer = await readAnswer(response);
  const code = answer?.code ?? answer?.StatusCode;
  if (!response.ok || answer === undefined || typeof code !== 'number') {
    return failure(0, groupChatWord(language, 'failAnswer', { status: response.status }));
  }
  if (code !== 0) {
    const said = String(answer.msg ?? answer.StatusMessage ?? '').slice(0, 300);
    return failure(code, groupChatWord(language, 'failFeishu', { code, msg: said }));
  }
  return { ok: true, code: 0, detail: '' };
};

const failure = (code: number, detail: string): TGroupSendResult => ({ ok: false, code, detail });
