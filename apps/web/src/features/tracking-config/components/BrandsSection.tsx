import { Button, Form, Switch, Table, Tag } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import type { TConfigBrand } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { useRowEditor } from '../hooks/useRowEditor';
import { useTrackingChange } from '../hooks/useTrackingChange';
import { type KeywordFieldValues, keywordFieldsOf, keywordsOf } from '../keywordFields';
import { KeywordFields } from './KeywordFields';
import { KeywordTags } from './KeywordTags';
import { NameFields } from './NameFields';
import { RowActions } from './RowActions';
import { SectionToolbar } from './SectionToolbar';
import { TrackingFormModal } from './TrackingFormModal';

type BrandForm = { name: string; display_name: string; is_own: boolean } & KeywordFieldValues;

/** Own brand and competitors: display names (what pickers show) and the keywords that find them in notes. */
export const BrandsSection = ({ brands }: { brands: TConfigBrand[] }) => {
  const t = useT();
  const change = useTrackingChange();
  const editor = useRowEditor<BrandForm>(change, 'brands', ({ name, display_name, is_own, ...keywords }) => ({
    name,
    display_name,
    is_own,
    keywords: keywordsOf(keywords),
  }));
  return (
    <>
      <SectionToolbar help={t('trackingConfig.brands.help')}>
        <Button
          type="primary"
          icon={<IconPlus />}
          onClick={() =>
            editor.open(null, { name: '', display_name: '', is_own: false, ...keywordFieldsOf([]) })
          }
        >
          {t('trackingConfig.brands.add')}
        </Button>
      </SectionToolbar>
      <Table
        rowKey="id"
        data={brands}
        pagination={false}
        noDataElement={t('trackingConfig.brands.empty')}
        columns={[
          { title: t('trackingConfig.displayName'), dataIndex: 'display_name', width: 200 },
          { title: t('trackingConfig.name'), dataIndex: 'name', width: 160 },
          {
            title: t('trackingConfig.brands.kind'),
            dataIndex: 'is_own',
            width: 110,
            render: (own: boolean) =>
              own ? (
                <Tag color="green">{t('trackingConfig.brands.own')}</Tag>
              ) : (
                <Tag>{t('trackingConfig.brands.competitor')}</Tag>
              ),
          },
          {
            title: t('trackingConfig.keywords'),
            dataIndex: 'keywords',
            render: (keywords: TConfigBrand['keywords']) => <KeywordTags keywords={keywords} />,
          },
          {
            title: t('trackingConfig.actions'),
            dataIndex: 'actions',
            width: 150,
            render: (_: unknown, brand: TConfigBrand) => (
              <RowActions
                name={brand.display_name}
                onEdit={() =>
                  editor.open(brand.id, {
                    name: brand.name,
                    display_name: brand.display_name,
                    is_own: brand.is_own,
                    ...keywordFieldsOf(brand.keywords),
                  })
                }
                onDelete={() => change.remove('brands', brand.id)}
              />
            ),
          },
        ]}
      />
      <TrackingFormModal
        title={editor.editing?.id ? t('trackingConfig.brands.edit') : t('trackingConfig.brands.add')}
        {...editor.modalProps}
      >
        <NameFields />
        <Form.Item
          label={t('trackingConfig.brands.own')}
          field="is_own"
          triggerPropName="checked"
          extra={t('trackingConfig.brands.ownHelp')}
        >
          <Switch />
        </Form.Item>
        <KeywordFields />
      </TrackingFormModal>
      {change.modalHolder}
    </>
  );
};
