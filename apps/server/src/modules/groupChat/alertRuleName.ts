import type { Language } from '../../http/language';
import { groupChatWord } from './groupChatWord';
import type { AlertRuleRow } from './repository';

/** A rule in words, e.g. "新的负面评论（价格 · 面霜）" / "More than 5 negatives in an hour on one note". */
export const alertRuleName = (rule: AlertRuleRow, language: Language): string => {
  if (rule.kind === 'negative_burst')
    return groupChatWord(language, 'rule_negative_burst', { threshold: rule.threshold ?? 0 });
  if (rule.kind === 'lead_waiting')
    return groupChatWord(language, 'rule_lead_waiting', { hours: rule.hours ?? 0 });
  const negType = rule.neg_type === null ? '' : groupChatWord(language, `neg_${rule.neg_type}`);
  const which = [negType, rule.product_name ?? ''].filter((part) => part !== '').join(' · ');
  return which === ''
    ? groupChatWord(language, 'rule_negative')
    : groupChatWord(language, 'rule_negative_of', { which });
};
