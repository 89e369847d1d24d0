import {
  AUTHOR_TIERS,
  CLS_TYPES,
  CONTENT_SOURCES,
  CONTENT_TYPES,
  NEG_TYPES,
  PROCESS_STATUSES,
  SENTIMENTS,
} from '@notedesk/contract';
import type { MessageKey, MessageParams } from '@/app/i18n/messages';
import { boundToDay } from './shanghaiDay';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Names of the tenant's brands, product lines and products by id. */
export type DrillNames = {
  brand_id: ReadonlyMap<number, string>;
  product_line_id: ReadonlyMap<number, string>;
  product_id: ReadonlyMap<number, string>;
};

/** The list filters' own names as the screens call them. */
const LABELS: Readonly<Record<string, MessageKey>> = {
  start_time: 'dashboard.dateStart',
  end_time: 'dashboard.dateEnd',
  brand_id: 'dashboard.filter.brand',
  product_line_id: 'dashboard.filter.productLine',
  product_id: 'dashboard.filter.product',
  source: 'comments.filter.source',
  cls_type: 'comments.filter.clsType',
  sentiment: 'comments.filter.sentiment',
  neg_type: 'comments.filter.negType',
  content_type: 'comments.filter.contentType',
  process_status: 'dashboard.column.status',
  staff_id: 'comments.filter.staff',
  has_reply: 'comments.filter.hasReply',
  covered: 'dashboard.filter.covered',
  keyword: 'comments.filter.keyword',
  q: 'comments.filter.search',
  note_id: 'comments.filter.noteId',
  content_id: 'comments.filter.noteId',
  author_id: 'dashboard.column.author',
  account: 'comments.filter.account',
  author_tier: 'brandReview.tier',
  neg_ratio_min: 'dashboard.column.negativeRatio',
};

/** Filters whose values are choices with a text of their own: the allowed values and the text's key prefix. */
const CHOICES: Readonly<Record<string, { values: readonly (string | number)[]; prefix: string }>> = {
  source: { values: CONTENT_SOURCES, prefix: 'comments.source.' },
  cls_type: { values: CLS_TYPES, prefix: 'comments.cls.' },
  sentiment: { values: SENTIMENTS, prefix: 'comments.sentiment.' },
  neg_type: { values: NEG_TYPES, prefix: 'comments.negType.' },
  content_type: { values: CONTENT_TYPES, prefix: 'comments.contentType.' },
  process_status: { values: PROCESS_STATUSES, prefix: 'comments.status.' },
  author_tier: { values: AUTHOR_TIERS, prefix: 'brandReview.tierShort.' },
};

const YES_NO: Readonly<Record<string, MessageKey>> = {
  true: 'dashboard.yes',
  '1': 'dashboard.yes',
  false: 'dashboard.no',
  '0': 'dashboard.no',
};

const describeValue = (name: string, value: string, t: Translate, names: DrillNames): string => {
  if (name === 'start_time' || name === 'end_time')
    return boundToDay(value, name === 'start_time' ? 'start' : 'end') ?? value;
  if (name === 'brand_id' || name === 'product_line_id' || name === 'product_id')
    return names[name].get(Number(value)) ?? value;
  if (name === 'neg_ratio_min') return `≥ ${Math.round(Number(value) * 1000) / 10}%`;
  const yesNo = YES_NO[value];
  if ((name === 'covered' || name === 'has_reply') && yesNo) return t(yesNo);
  const choices = CHOICES[name];
  if (!choices) return value;
  return value
    .split(',')
    .map((part) =>
      choices.values.some((allowed) => String(allowed) === part)
        ? t(`${choices.prefix}${part}` as MessageKey)
        : part,
    )
    .join(t('dashboard.listSeparator'));
};

/**
 * A drill's list filter as a person reads it ("负面类型: 价格、服务", "开始日期: 2026-11-01"): the
 * drill-list page shows what the list is filtered by; the values sent stay the drill's own.
 */
export const describeDrillFilter = (name: string, value: string, t: Translate, names: DrillNames): string =>
  `${LABELS[name] ? t(LABELS[name]) : name}: ${describeValue(name, value, t, names)}`;
