import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGE_TYPES, type TMessageType } from '@notedesk/contract';
import { fillTemplate } from '../../fillTemplate';
import type { Language } from '../../http/language';
import { feishuReasonText } from '../feishu/feishuWords';
import { isCode, reasonText } from '../imports/importReasons';

/**
 * The product's own message kinds (an import finished, an export is ready, an alert…). Their wording in both
 * languages is data in `messageEvents.json`; a new kind is a new entry there.
 */
export type MessageEvent =
  | 'import_finished'
  | 'import_failed'
  | 'export_ready'
  | 'export_failed'
  | 'alert_negative'
  | 'alert_negative_burst'
  | 'alert_lead_waiting'
  | 'comments_assigned'
  | 'reply_changed'
  | 'feishu_export_done'
  | 'feishu_export_failed'
  | 'feishu_export_interrupted'
  | 'feishu_export_stopped';

export type MessageEventParams = Record<string, string | number>;

type EventWording = { type: TMessageType } & Record<Language, { title: string; content: string }>;

/** Read once at start-up. */
const CATALOGUE: Record<string, EventWording> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'messageEvents.json'), 'utf8'),
);

/** The box (message / notice / to-do) an event is filed under. */
export const messageEventType = (event: MessageEvent): TMessageType => {
  const type = CATALOGUE[event]?.type;
  if (!type || !MESSAGE_TYPES.includes(type)) throw new Error(`messageEvents.json has no valid ${event}`);
  return type;
};

const parsedParams = (stored: string | number | undefined): MessageEventParams => {
  try {
    return JSON.parse(String(stored ?? '{}')) as MessageEventParams;
  } catch {
    return {};
  }
};

/**
 * An event's title and text in the reader's language; a `{reason}` stored as a reason code (`reason_code`,
 * `reason_params`: imports/importReasons.ts) or as a Feishu failure (feishu/feishuWords.ts) is worded in that
 * language too. An event this version does
 * not know shows its name.
 */
export const renderMessageEvent = (
  event: string,
  params: MessageEventParams,
  language: Language,
): { title: string; content: string } => {
  const wording = Object.hasOwn(CATALOGUE, event) ? CATALOGUE[event]?.[language] : undefined;
  if (!wording) return { title: event, content: '' };
  const storedReason = (): string | undefined =>
    isCode(params.reason_code)
      ? reasonText(language, { code: params.reason_code, params: parsedParams(params.reason_params) })
      : feishuReasonText(params, language);
  const slot = (name: string) =>
    (name === 'reason' ? storedReason() : undefined) ??
    (Object.hasOwn(params, name) ? String(params[name]) : undefined);
  return { title: fillTemplate(wording.title, slot, ''), content: fillTemplate(wording.content, slot, '') };
};
