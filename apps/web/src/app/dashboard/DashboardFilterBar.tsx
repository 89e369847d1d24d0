import { Button, Card, DatePicker, Radio, Select, Space, Typography } from '@arco-design/web-react';
import { IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { type ReactNode, useMemo, useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { useTenantStore } from '@/app/stores/useTenantStore';
import {
  type DashboardFilters,
  defaultDashboardFilters,
  PERIOD_DAYS,
  type PeriodDays,
  presetFilters,
} from './dashboardFilters';
import './DashboardFilterBar.css';

export type DashboardField = 'brand' | 'productLine' | 'product';

type DashboardFilterBarProps = {
  /** The page's title and what it shows. */
  title: string;
  description: string;
  /** The filters the figures on screen were asked with. */
  applied: DashboardFilters;
  /** Brand, product line and product pickers this page offers. */
  fields: readonly DashboardField[];
  /** 查询: asks again with the filters chosen (also when unchanged, to refresh). */
  onSearch: (filters: DashboardFilters) => void;
  /** What the brand picker's empty choice means (e.g. the own brand). */
  brandPlaceholder?: string;
  /** Reset, for a page with controls of its own: puts them back and searches with these default filters. */
  onReset?: (filters: DashboardFilters) => void;
  /** Page-specific controls, before the buttons. */
  children?: ReactNode;
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="dashboard-filters__field">
    <Typography.Text type="secondary">{label}</Typography.Text>
    {children}
  </div>
);

/** A preset period counts back from today when searched (a kept-alive page may have been open since yesterday). */
const fresh = (filters: DashboardFilters): DashboardFilters =>
  filters.days === null ? filters : { ...filters, ...presetFilters(filters.days) };

/** Period (7 / 30 / 90 days or a custom range) and brand / product filters; nothing is asked until 查询. */
export const DashboardFilterBar = ({
  title,
  description,
  applied,
  fields,
  onSearch,
  brandPlaceholder,
  onReset,
  children,
}: DashboardFilterBarProps) => {
  const t = useT();
  const tenant = useTenantStore((state) => state.tenant);
  const expand = useTenantStore((state) => state.expandSearch);
  const [draft, setDraft] = useState<DashboardFilters>(applied);
  const change = (patch: Partial<DashboardFilters>) => setDraft((current) => ({ ...current, ...patch }));

  const productLines = useMemo(
    () =>
      (expand?.product_line ?? tenant?.expands.product_line ?? []).filter(
        (line) => draft.brand_id === undefined || line.brand_id === draft.brand_id,
      ),
    [expand, tenant, draft.brand_id],
  );
  const products = useMemo(
    () =>
      (expand?.product ?? tenant?.product_list ?? []).filter(
        (product) =>
          (draft.brand_id === undefined || product.brand_id === draft.brand_id) &&
          (draft.product_line_id === undefined || product.product_line_id === draft.product_line_id),
      ),
    [expand, tenant, draft.brand_id, draft.product_line_id],
  );
  const any = t('dashboard.filter.any');

  return (
    <Card bordered={false} className="dashboard-filters__card">
      <Typography.Title heading={5} className="dashboard-filters__title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="dashboard-filters__description">
        {description}
      </Typography.Paragraph>
      <div className="dashboard-filters">
        <Field label={t('dashboard.period')}>
          <Space wrap>
            <Radio.Group
              type="button"
              aria-label={t('dashboard.period')}
              value={draft.days ?? 'custom'}
              onChange={(value: PeriodDays | 'custom') =>
                change(value === 'custom' ? { days: null } : presetFilters(value))
              }
            >
              {PERIOD_DAYS.map((days) => (
                <Radio key={days} value={days}>
                  {t(`dashboard.period.${days}`)}
                </Radio>
              ))}
              <Radio value="custom">{t('dashboard.period.custom')}</Radio>
            </Radio.Group>
            {draft.days === null ? (
              <DatePicker.RangePicker
                aria-label={t('dashboard.period.custom')}
                allowClear={false}
                value={[draft.start_time, draft.end_time]}
                placeholder={[t('dashboard.dateStart'), t('dashboard.dateEnd')]}
                onChange={(dates) => {
                  if (dates?.[0] && dates[1]) change({ start_time: dates[0], end_time: dates[1] });
                }}
                style={{ width: 250 }}
              />
            ) : null}
          </Space>
        </Field>
        {fields.includes('brand') ? (
          <Field label={t('dashboard.filter.brand')}>
            <Select
              aria-label={t('dashboard.filter.brand')}
              allowClear
              placeholder={brandPlaceholder ?? any}
              value={draft.brand_id}
              onChange={(value?: number) =>
                change({ brand_id: value, product_line_id: undefined, product_id: undefined })
              }
              options={(tenant?.brand_list ?? []).map((brand) => ({
                value: brand.id,
                label: brand.display_name || brand.name,
              }))}
              style={{ width: 160 }}
            />
          </Field>
        ) : null}
        {fields.includes('productLine') ? (
          <Field label={t('dashboard.filter.productLine')}>
            <Select
              aria-label={t('dashboard.filter.productLine')}
              allowClear
              placeholder={any}
              value={draft.product_line_id}
              onChange={(value?: number) => change({ product_line_id: value, product_id: undefined })}
              options={productLines.map((line) => ({ value: line.id, label: line.name }))}
              style={{ width: 160 }}
            />
          </Field>
        ) : null}
        {fields.includes('product') ? (
          <Field label={t('dashboard.filter.product')}>
            <Select
              aria-label={t('dashboard.filter.product')}
              allowClear
              showSearch
              placeholder={any}
              value={draft.product_id}
              onChange={(value?: number) => change({ product_id: value })}
              options={products.map((product) => ({
                value: product.id,
                label: product.display_name || product.name,
              }))}
              style={{ width: 180 }}
            />
          </Field>
        ) : null}
        {children}
        <Space className="dashboard-filters__actions">
          <Button type="primary" icon={<IconSearch />} onClick={() => onSearch(fresh(draft))}>
            {t('dashboard.search')}
          </Button>
          <Button
            icon={<IconRefresh />}
            onClick={() => {
              const initial = defaultDashboardFilters();
              setDraft(initial);
              (onReset ?? onSearch)(initial);
            }}
          >
            {t('dashboard.reset')}
          </Button>
        </Space>
      </div>
    </Card>
  );
};
