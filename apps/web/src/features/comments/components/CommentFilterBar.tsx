import { Button, DatePicker, Select, Space, Switch, Typography } from '@arco-design/web-react';
import { IconDown, IconRefresh, IconUp } from '@arco-design/web-react/icon';
import {
  CLS_TYPES,
  CONTENT_SOURCES,
  CONTENT_TYPES,
  NEG_TYPES,
  SENTIMENTS,
  type TClsType,
  type TContentSource,
  type TContentType,
  type TNegType,
  type TSentiment,
} from '@notedesk/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { useTenantStore } from '@/app/stores/useTenantStore';
import { DebouncedInput } from '@/app/ui/DebouncedInput';
import type { CommentFilters } from '../commentFilters';
import { dayRange } from '../dayRange';
import './CommentFilterBar.css';

export type StaffOption = { id: number; name: string };

type CommentFilterBarProps = {
  filters: CommentFilters;
  onChange: (patch: Partial<CommentFilters>) => void;
  onReset: () => void;
  staff: readonly StaffOption[];
};

/** Filters that open the panel on arrival, so a shared link never hides what it filters by. */
const ADVANCED: readonly (keyof CommentFilters)[] = [
  'source',
  'brand_id',
  'product_line_id',
  'keyword',
  'content_id',
  'account',
  'neg_type',
  'content_type',
  'staff_id',
  'has_reply',
];

const isSet = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="comment-filters__field">
    <Typography.Text type="secondary" className="comment-filters__label">
      {label}
    </Typography.Text>
    {children}
  </div>
);

/** Every comment filter; what it changes goes to the address (the page owns the state). */
export const CommentFilterBar = ({ filters, onChange, onReset, staff }: CommentFilterBarProps) => {
  const t = useT();
  const tenant = useTenantStore((state) => state.tenant);
  const expand = useTenantStore((state) => state.expandSearch);
  const [expanded, setExpanded] = useState(() => ADVANCED.some((name) => isSet(filters[name])));

  const brands = tenant?.brand_list ?? [];
  const productLines = useMemo(
    () =>
      (expand?.product_line ?? tenant?.expands.product_line ?? []).filter(
        (line) => filters.brand_id === undefined || line.brand_id === filters.brand_id,
      ),
    [expand, tenant, filters.brand_id],
  );
  const products = useMemo(
    () =>
      (expand?.product ?? tenant?.product_list ?? []).filter(
        (product) =>
          (filters.brand_id === undefined || product.brand_id === filters.brand_id) &&
          (filters.product_line_id === undefined || product.product_line_id === filters.product_line_id),
      ),
    [expand, tenant, filters.brand_id, filters.product_line_id],
  );

  const multi = { mode: 'multiple' as const, allowClear: true, maxTagCount: 2, size: 'default' as const };
  const any = t('comments.filter.any');
  const presets = [
    { text: t('comments.filter.today'), range: dayRange(0) },
    { text: t('comments.filter.last7'), range: dayRange(6) },
    { text: t('comments.filter.last30'), range: dayRange(29) },
  ];

  return (
    <div className="comment-filters">
      <div className="comment-filters__grid">
        <Field label={t('comments.filter.dateRange')}>
          <div className="comment-filters__dates">
            <DatePicker.RangePicker
              aria-label={t('comments.filter.dateRange')}
              value={
                filters.start_time && filters.end_time ? [filters.start_time, filters.end_time] : undefined
              }
              placeholder={[t('comments.filter.dateStart'), t('comments.filter.dateEnd')]}
              onChange={(dates) =>
                onChange({ start_time: dates?.[0] || undefined, end_time: dates?.[1] || undefined })
              }
            />
            {presets.map((preset) => (
              <Button
                key={preset.text}
                size="mini"
                type={
                  filters.start_time === preset.range[0] && filters.end_time === preset.range[1]
                    ? 'primary'
                    : 'secondary'
                }
                onClick={() => onChange({ start_time: preset.range[0], end_time: preset.range[1] })}
              >
                {preset.text}
              </Button>
            ))}
          </div>
        </Field>
        <Field label={t('comments.filter.product')}>
          <Select
            aria-label={t('comments.filter.product')}
            allowClear
            showSearch
            placeholder={any}
            value={filters.product_id}
            onChange={(value?: number) => onChange({ product_id: value })}
            options={products.map((product) => ({
              value: product.id,
              label: product.display_name || product.name,
            }))}
            filterOption={(input, option) =>
              String((option as { props?: { children?: unknown } }).props?.children ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          />
        </Field>
        <Field label={t('comments.filter.clsType')}>
          <Select
            {...multi}
            aria-label={t('comments.filter.clsType')}
            placeholder={any}
            value={filters.cls_type}
            onChange={(value: TClsType[]) => onChange({ cls_type: value })}
            options={CLS_TYPES.map((cls) => ({ value: cls, label: t(`comments.cls.${cls}`) }))}
          />
        </Field>
        <Field label={t('comments.filter.sentiment')}>
          <Select
            {...multi}
            aria-label={t('comments.filter.sentiment')}
            placeholder={any}
            value={filters.sentiment}
            onChange={(value: TSentiment[]) => onChange({ sentiment: value })}
            options={SENTIMENTS.map((value) => ({ value, label: t(`comments.sentiment.${value}`) }))}
          />
        </Field>
        <Field label={t('comments.filter.search')}>
          <DebouncedInput
            label={t('comments.filter.search')}
            placeholder={t('comments.filter.searchPlaceholder')}
            value={filters.q ?? ''}
            onCommit={(q) => onChange({ q: q || undefined })}
          />
        </Field>
        <Field label={t('comments.filter.keyword')}>
          <DebouncedInput
            label={t('comments.filter.keyword')}
            placeholder={t('comments.filter.keywordPlaceholder')}
            value={filters.keyword ?? ''}
            onCommit={(keyword) => onChange({ keyword: keyword || undefined })}
          />
        </Field>
        {expanded ? (
          <>
            <Field label={t('comments.filter.source')}>
              <Select
                {...multi}
                aria-label={t('comments.filter.source')}
                placeholder={any}
                value={filters.source}
                onChange={(value: TContentSource[]) => onChange({ source: value })}
                options={CONTENT_SOURCES.map((value) => ({ value, label: t(`comments.source.${value}`) }))}
              />
            </Field>
            <Field label={t('comments.filter.brand')}>
              <Select
                aria-label={t('comments.filter.brand')}
                allowClear
                placeholder={any}
                value={filters.brand_id}
                onChange={(value?: number) =>
                  onChange({ brand_id: value, product_line_id: undefined, product_id: undefined })
                }
                options={brands.map((brand) => ({
                  value: brand.id,
                  label: brand.display_name || brand.name,
                }))}
              />
            </Field>
            <Field label={t('comments.filter.productLine')}>
              <Select
                aria-label={t('comments.filter.productLine')}
                allowClear
                placeholder={any}
                value={filters.product_line_id}
                onChange={(value?: number) => onChange({ product_line_id: value, product_id: undefined })}
                options={productLines.map((line) => ({ value: line.id, label: line.name }))}
              />
            </Field>
            <Field label={t('comments.filter.noteId')}>
              <DebouncedInput
                label={t('comments.filter.noteId')}
                placeholder={t('comments.filter.noteIdPlaceholder')}
                value={filters.content_id ?? ''}
                onCommit={(contentId) => onChange({ content_id: contentId || undefined })}
              />
            </Field>
            <Field label={t('comments.filter.account')}>
              <DebouncedInput
                label={t('comments.filter.account')}
                placeholder={t('comments.filter.accountPlaceholder')}
                value={filters.account ?? ''}
                onCommit={(account) => onChange({ account: account || undefined })}
              />
            </Field>
            <Field label={t('comments.filter.negType')}>
              <Select
                {...multi}
                aria-label={t('comments.filter.negType')}
                placeholder={any}
                value={filters.neg_type}
                onChange={(value: TNegType[]) => onChange({ neg_type: value })}
                options={NEG_TYPES.map((value) => ({ value, label: t(`comments.negType.${value}`) }))}
              />
            </Field>
            <Field label={t('comments.filter.contentType')}>
              <Select
                {...multi}
                aria-label={t('comments.filter.contentType')}
                placeholder={any}
                value={filters.content_type}
                onChange={(value: TContentType[]) => onChange({ content_type: value })}
                options={CONTENT_TYPES.map((value) => ({ value, label: t(`comments.contentType.${value}`) }))}
              />
            </Field>
            <Field label={t('comments.filter.staff')}>
              <Select
                aria-label={t('comments.filter.staff')}
                allowClear
                placeholder={any}
                value={filters.staff_id}
                onChange={(value?: number) => onChange({ staff_id: value })}
                options={staff.map((person) => ({ value: person.id, label: person.name }))}
              />
            </Field>
            <Field label={t('comments.filter.hasReply')}>
              <Select
                aria-label={t('comments.filter.hasReply')}
                allowClear
                placeholder={any}
                value={filters.has_reply === undefined ? undefined : String(filters.has_reply)}
                onChange={(value?: string) =>
                  onChange({ has_reply: value === undefined ? undefined : value === 'true' })
                }
                options={[
                  { value: 'true', label: t('comments.filter.hasReplyYes') },
                  { value: 'false', label: t('comments.filter.hasReplyNo') },
                ]}
              />
            </Field>
          </>
        ) : null}
      </div>
      <Space className="comment-filters__actions">
        <span className="comment-filters__switch">
          <Switch
            id="comment-filters-show-spam"
            size="small"
            checked={filters.spam !== 'hide'}
            onChange={(checked: boolean) => onChange({ spam: checked ? 'all' : 'hide' })}
          />
          <label htmlFor="comment-filters-show-spam">{t('comments.filter.showSpam')}</label>
        </span>
        <Button
          type="text"
          icon={expanded ? <IconUp /> : <IconDown />}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('comments.filter.less') : t('comments.filter.more')}
        </Button>
        <Button icon={<IconRefresh />} onClick={onReset}>
          {t('comments.filter.reset')}
        </Button>
      </Space>
    </div>
  );
};
