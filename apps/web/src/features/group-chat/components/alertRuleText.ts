import type { TAlertRule } from '@notedesk/contract';
import type { MessageKey } from '@/app/i18n/messages';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** A rule in words: "新的负面评论（价格 · 面霜）", "More than 5 negatives in an hour on one note", … */
export const alertRuleText = (rule: TAlertRule, t: Translate): string => {
  if (rule.kind === 'negative_burst')
    return t('groupChat.rule.negative_burst', { threshold: rule.threshold ?? 0 });
  if (rule.kind === 'lead_waiting') return t('groupChat.rule.lead_waiting', { hours: rule.hours ?? 0 });
  const which = [rule.neg_type ? t(`comments.negType.${rule.neg_type}`) : '', rule.product?.name ?? '']
    .filter((part) => part !== '')
    .join(' · ');
  return which ? t('groupChat.rule.negative_of', { which }) : t('groupChat.rule.negative');
};
