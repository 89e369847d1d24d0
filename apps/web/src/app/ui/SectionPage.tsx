import { Button, Card, DatePicker, Empty, Form, Input, Space, Typography } from '@arco-design/web-react';
import { type ReactNode, useState } from 'react';
import type { MessageKey } from '@/app/i18n/messages';
import { useT } from '@/app/i18n/useT';
import './SectionPage.css';

type SectionPageProps = {
  title: MessageKey;
  description: string;
  /** Section-specific filters, shown after the shared keyword and date filters. */
  filters?: ReactNode;
  children?: ReactNode;
};

type Filters = { keyword: string; dates: string[] };
const EMPTY_FILTERS: Filters = { keyword: '', dates: [] };

/** The frame every section page shares: title, filters area and the list (empty until the feature lands). */
export const SectionPage = ({ title, description, filters, children }: SectionPageProps) => {
  const t = useT();
  const [draft, setDraft] = useState<Filters>(EMPTY_FILTERS);
  return (
    <div className="section-page">
      <Card bordered={false} className="section-page__header">
        <Typography.Title heading={5} className="section-page__title">
          {t(title)}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="section-page__description">
          {description}
        </Typography.Paragraph>
      </Card>
      <Card bordered={false} title={t('page.filters')} className="section-page__filters">
        <Form layout="inline" onSubmit={() => undefined}>
          <Form.Item label={t('page.keyword')}>
            <Input
              allowClear
              aria-label={t('page.keyword')}
              placeholder={t('page.keywordPlaceholder')}
              value={draft.keyword}
              onChange={(keyword) => setDraft({ ...draft, keyword })}
              style={{ width: 260 }}
            />
          </Form.Item>
          <Form.Item label={t('page.dateRange')}>
            <DatePicker.RangePicker
              value={draft.dates}
              placeholder={[t('page.datePlaceholderStart'), t('page.datePlaceholderEnd')]}
              onChange={(dates) => setDraft({ ...draft, dates: dates ?? [] })}
              style={{ width: 260 }}
            />
          </Form.Item>
          {filters}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('page.search')}
              </Button>
              <Button onClick={() => setDraft(EMPTY_FILTERS)}>{t('page.reset')}</Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card bordered={false} className="section-page__body">
        {children ?? <Empty description={`${t('page.empty')} · ${t('page.emptyHint')}`} />}
      </Card>
    </div>
  );
};
