import { COMPLIANCE_RULES, CONTACT_KINDS, type ComplianceKind } from './complianceRules';

/** One change the filter made: what kind, the wording removed (contact data masked) and what replaced it. */
export type ComplianceChange = { kind: ComplianceKind; from: string; to: string };

export type ComplianceResult = { text: string; changes: ComplianceChange[] };

/** Keeps the first and last characters of contact data, so staff see what kind was removed, not the data. */
const mask = (value: string): string =>
  value.length <= 4 ? '***' : `${value.slice(0, 2)}***${value.slice(-2)}`;

/** Tidies what a removal leaves: doubled spaces or punctuation, punctuation at the start, "私信私信". */
const tidy = (text: string): string =>
  text
    .replace(/私信(?:\s*私信)+/g, '私信')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([，。！？、；：,.!?])/g, '$1')
    .replace(/([，。！？、；：,])\s*[，、；：,]+/g, '$1')
    .replace(/^[\s，。！？、；：,.!?]+/, '')
    .replace(/[\s，、；：,]+$/, '')
    .trim();

/**
 * The compliance filter every draft passes (template or LLM): no absolute or medical claims, no phone
 * numbers, WeChat/QQ ids, emails or links. Offending wording is rewritten or removed; every change is
 * reported so staff can see what the filter did.
 */
export const complianceFilter = (draft: string): ComplianceResult => {
  const changes: ComplianceChange[] = [];
  let text = draft;
  for (const rule of COMPLIANCE_RULES) {
    text = text.replace(rule.pattern, (match) => {
      const contact = CONTACT_KINDS.has(rule.kind);
      // A contact lead-in is only kept as "私信" when the match had one ("加微信…"); bare data is removed.
      const to =
        contact && !/^(?:请|可以|欢迎)?(?:加|添加|联系|拨打|致电|打|call)/i.test(match)
          ? ''
          : rule.replacement;
      changes.push({ kind: rule.kind, from: contact ? mask(match.trim()) : match, to });
      return to;
    });
  }
  return { text: changes.length > 0 ? tidy(text) : text, changes };
};

/** The note a draft carries when the filter changed it (the web shows it in the user's language). */
export const COMPLIANCE_NOTE_PREFIX = 'compliance:';

export const complianceNote = (changes: readonly ComplianceChange[]): string | undefined =>
  changes.length > 0 ? `${COMPLIANCE_NOTE_PREFIX}${JSON.stringify(changes)}` : undefined;
