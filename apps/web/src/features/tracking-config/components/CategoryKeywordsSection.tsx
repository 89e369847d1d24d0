import { Button, Form, Input, Select, Table, Tag } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import {
  PLATFORMS,
  type TConfigCategoryKeyword,
  type TPlatform,
  TRACKING_NAME_MAX,
} from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { useRowEditor } from '../hooks/useRowEditor';
import { useTrackingChange } from '../hooks/useTrackingChange';
import { requiredText } from '../requiredText';
import { RowActions } from './RowActions';
import { SectionToolbar } from './SectionToolbar';
import { TrackingFormModal } from './TrackingFormModal';

type CategoryForm = { keyword: string; platform: TPlatform | 'all' };

/** Category keywords: notes about the category that name no brand or product of the configuration. */
export const CategoryKeywordsSection = ({ keywords }: { keywords: TConfigCategoryKeyword[] }) => {
  const t = useT();
  const change = useTrackingChange();
  const editor = useRowEditor<CategoryForm>(change, 'category-keywords', (values) => ({
    keyword: values.keyword,
    platform: values.platform === 'all' ? null : values.platform,
  }));
  const platformLabel = (platform: TPlatform | null) =>
    platform ? t(`platform.${platform}`) : t('trackingConfig.keywords.bothPlatforms');
  return (
    <>
      <SectionToolbar help={t('trackingConfig.categories.help')}>
        <Button
          type="primary"
          icon={<IconPlus />}
          onClick={() => editor.open(null, { keyword: '', platform: 'all' })}
        >
          {t('trackingConfig.categories.add')}
        </Button>
      </SectionToolbar>
      <Table
        rowKey="id"
        data={keywords}
        pagination={false}
        noDataElement={t('trackingConfig.categories.empty')}
        columns={[
          { title: t('trackingConfig.categories.keyword'), dataIndex: 'keyword' },
          {
            title: t('platform.label'),
            dataIndex: 'platform',
            width: 160,
            render: (platform: TPlatform | null) => <Tag>{platformLabel(platform)}</Tag>,
          },
          {
            title: t('trackingConfig.actions'),
            dataIndex: 'actions',
            width: 150,
            render: (_: unknown, keyword: TConfigCategoryKeyword) => (
              <RowActions
                name={keyword.keyword}
                onEdit={() =>
                  editor.open(keyword.id, { keyword: keyword.keyword, platform: keyword.platform ?? 'all' })
                }
                onDelete={() => change.remove('category-keywords', keyword.id)}
              />
            ),
          },
        ]}
      />
      <TrackingFormModal
        title={editor.editing?.id ? t('trackingConfig.categories.edit') : t('trackingConfig.categories.add')}
        {...editor.modalProps}
      >
        <Form.Item
          label={t('trackingConfig.categories.keyword')}
          field="keyword"
          rules={requiredText(t('trackingConfig.required'))}
        >
          <Input maxLength={TRACKING_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('platform.label')} field="platform" rules={[{ required: true }]}>
          <Select
            aria-label={t('platform.label')}
            options={(['all', ...PLATFORMS] as const).map((platform) => ({
              value: platform,
              label: platformLabel(platform === 'all' ? null : platform),
            }))}
          />
        </Form.Item>
      </TrackingFormModal>
      {change.modalHolder}
    </>
  );
};
