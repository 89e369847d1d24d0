import { Alert } from '@arco-design/web-react';
import { isNoReplyNote, NO_REPLY_NOTES } from '@notedesk/contract';
import type { MessageKey } from '@/app/i18n/messages';
import { type Translate, useT } from '@/app/i18n/useT';

const COMPLIANCE_PREFIX = 'compliance:';

type ComplianceChange = { kind: string; from: string; to: string };

const complianceText = (t: Translate, json: string): string => {
  let changes: ComplianceChange[] = [];
  try {
    changes = JSON.parse(json) as ComplianceChange[];
  } catch {
    return json;
  }
  const described = changes.map((change) => {
    const kind = t(`personas.note.kind.${change.kind}` as MessageKey);
    return change.to === '' ||
      change.kind === 'phone' ||
      change.kind === 'wechat' ||
      change.kind === 'qq' ||
      change.kind === 'email' ||
      change.kind === 'link'
      ? t('personas.note.removed', { kind })
      : t('personas.note.rewritten', { kind, from: change.from, to: change.to });
  });
  return t('personas.note.compliance', { changes: described.join(t('personas.note.separator')) });
};

/** One line of a draft's note in the user's language (known codes translated, anything else as sent). */
const noteLine = (t: Translate, line: string): string => {
  if (line === NO_REPLY_NOTES.flame) return t('personas.note.flame');
  if (line === NO_REPLY_NOTES.competitor) return t('personas.note.competitor');
  if (line === NO_REPLY_NOTES.spam) return t('personas.note.spam');
  if (line === NO_REPLY_NOTES.mention) return t('personas.note.mention');
  if (line === NO_REPLY_NOTES.blogger) return t('personas.note.blogger');
  if (line === NO_REPLY_NOTES.bloggerAsked) return t('personas.note.bloggerAsked');
  if (line === NO_REPLY_NOTES.chatter) return t('personas.note.chatter');
  if (line === NO_REPLY_NOTES.ownAccount) return t('personas.note.ownAccount');
  if (line === NO_REPLY_NOTES.otherBrand) return t('personas.note.otherBrand');
  if (line.startsWith(COMPLIANCE_PREFIX)) return complianceText(t, line.slice(COMPLIANCE_PREFIX.length));
  return line;
};

/** The note a generated draft carries (no-reply advice, compliance changes, LLM fallback), shown to staff. */
export const DraftNote = ({ note }: { note: string | undefined }) => {
  const t = useT();
  if (!note) return null;
  const lines = note.split('\n').filter(Boolean);
  return (
    <Alert
      type={isNoReplyNote(note) ? 'warning' : 'info'}
      className="draft-note"
      style={{ marginBottom: 8 }}
      content={lines.map((line) => <div key={line}>{noteLine(t, line)}</div>)}
    />
  );
};
