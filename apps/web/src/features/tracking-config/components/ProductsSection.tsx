import { Button, Form, Input, Select, Space, Switch, Table, Typography } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import {
  type TConfigBrand,
  type TConfigProduct,
  type TConfigProductLine,
  TRACKING_NAME_MAX,
} from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { useRowEditor } from '../hooks/useRowEditor';
import { useTrackingChange } from '../hooks/useTrackingChange';
import { type KeywordFieldValues, keywordFieldsOf, keywordsOf } from '../keywordFields';
import { requiredText } from '../requiredText';
import { KeywordFields } from './KeywordFields';
import { KeywordTags } from './KeywordTags';
import { NameFields } from './NameFields';
import { RowActions } from './RowActions';
import { SectionToolbar } from './SectionToolbar';
import { TrackingFormModal } from './TrackingFormModal';

type LineForm = { brand_id?: number; name: string };
type ProductForm = {
  product_line_id?: number;
  name: string;
  display_name: string;
  use_submit: boolean;
  use_search: boolean;
} & KeywordFieldValues;

/** A product's two switches: offered for submitting, used for searching. */
const USES = ['use_submit', 'use_search'] as const;

type ProductsSectionProps = {
  brands: TConfigBrand[];
  lines: TConfigProductLine[];
  products: TConfigProduct[];
};

/**
 * Product lines (expand2) per brand, each with its products (expand1): display names, keywords, and whether
 * the product is offered when submitting and when searching.
 */
export const ProductsSection = ({ brands, lines, products }: ProductsSectionProps) => {
  const t = useT();
  const change = useTrackingChange();
  const brandName = (id: number) => brands.find((brand) => brand.id === id)?.display_name ?? '';
  const lineEditor = useRowEditor<LineForm>(change, 'product-lines', (values, id) =>
    id === null ? values : { name: values.name },
  );
  const productEditor = useRowEditor<ProductForm>(change, 'products', (values, id) => {
    const { product_line_id, keywords_all, keywords_xhs, keywords_dy, ...fields } = values;
    const keywords = keywordsOf({ keywords_all, keywords_xhs, keywords_dy });
    return id === null ? { ...fields, product_line_id, keywords } : { ...fields, keywords };
  });
  const newProduct = (lineId?: number): ProductForm => ({
    product_line_id: lineId,
    name: '',
    display_name: '',
    use_submit: true,
    use_search: true,
    ...keywordFieldsOf([]),
  });
  // Every line shows its products unless the user folded it.
  const [folded, setFolded] = useState<number[]>([]);
  const required = [{ required: true, message: t('trackingConfig.required') }];

  const productColumns = [
    { title: t('trackingConfig.displayName'), dataIndex: 'display_name', width: 200 },
    { title: t('trackingConfig.name'), dataIndex: 'name', width: 180 },
    ...USES.map((use) => ({
      title: t(`trackingConfig.products.${use}`),
      dataIndex: use,
      width: 110,
      render: (on: boolean, product: TConfigProduct) => (
        <Switch
          size="small"
          checked={on}
          aria-label={`${t(`trackingConfig.products.${use}`)} ${product.display_name}`}
          onChange={(value) =>
            change.save.mutate({ section: 'products', id: product.id, body: { [use]: value } })
          }
        />
      ),
    })),
    {
      title: t('trackingConfig.keywords'),
      dataIndex: 'keywords',
      render: (keywords: TConfigProduct['keywords']) => <KeywordTags keywords={keywords} />,
    },
    {
      title: t('trackingConfig.actions'),
      dataIndex: 'actions',
      width: 150,
      render: (_: unknown, product: TConfigProduct) => (
        <RowActions
          name={product.display_name}
          onEdit={() =>
            productEditor.open(product.id, {
              name: product.name,
              display_name: product.display_name,
              use_submit: product.use_submit,
              use_search: product.use_search,
              ...keywordFieldsOf(product.keywords),
            })
          }
          onDelete={() => change.remove('products', product.id)}
        />
      ),
    },
  ];

  return (
    <>
      <SectionToolbar help={t('trackingConfig.products.help')}>
        <Button
          icon={<IconPlus />}
          disabled={brands.length === 0}
          onClick={() => lineEditor.open(null, { brand_id: brands[0]?.id, name: '' })}
        >
          {t('trackingConfig.lines.add')}
        </Button>
        <Button
          type="primary"
          icon={<IconPlus />}
          disabled={lines.length === 0}
          onClick={() => productEditor.open(null, newProduct())}
        >
          {t('trackingConfig.products.add')}
        </Button>
      </SectionToolbar>
      <Table
        rowKey="id"
        data={lines}
        pagination={false}
        noDataElement={t(
          brands.length === 0 ? 'trackingConfig.lines.noBrands' : 'trackingConfig.lines.empty',
        )}
        expandedRowKeys={lines.map((line) => line.id).filter((id) => !folded.includes(id))}
        onExpand={(line: TConfigProductLine, expanded) =>
          setFolded((ids) => (expanded ? ids.filter((id) => id !== line.id) : [...ids, line.id]))
        }
        expandedRowRender={(line: TConfigProductLine) => {
          const own = products.filter((product) => product.product_line_id === line.id);
          return (
            <Table
              rowKey="id"
              size="small"
              data={own}
              pagination={false}
              columns={productColumns}
              noDataElement={t('trackingConfig.products.empty')}
              aria-label={line.name}
            />
          );
        }}
        columns={[
          {
            title: t('trackingConfig.lines.name'),
            dataIndex: 'name',
            render: (name: string) => <Typography.Text bold>{name}</Typography.Text>,
          },
          {
            title: t('trackingConfig.lines.brand'),
            dataIndex: 'brand_id',
            width: 200,
            render: (id: number) => brandName(id),
          },
          {
            title: t('trackingConfig.lines.products'),
            dataIndex: 'products',
            width: 100,
            render: (_: unknown, line: TConfigProductLine) =>
              products.filter((product) => product.product_line_id === line.id).length,
          },
          {
            title: t('trackingConfig.actions'),
            dataIndex: 'actions',
            width: 240,
            render: (_: unknown, line: TConfigProductLine) => (
              <Space size={0}>
                <Button
                  size="mini"
                  type="text"
                  icon={<IconPlus />}
                  aria-label={`${t('trackingConfig.products.add')} ${line.name}`}
                  onClick={() => productEditor.open(null, newProduct(line.id))}
                >
                  {t('trackingConfig.products.addShort')}
                </Button>
                <RowActions
                  name={line.name}
                  onEdit={() => lineEditor.open(line.id, { name: line.name })}
                  onDelete={() => change.remove('product-lines', line.id)}
                />
              </Space>
            ),
          },
        ]}
      />
      <TrackingFormModal
        title={lineEditor.editing?.id ? t('trackingConfig.lines.edit') : t('trackingConfig.lines.add')}
        {...lineEditor.modalProps}
      >
        {lineEditor.editing?.id ? null : (
          <Form.Item label={t('trackingConfig.lines.brand')} field="brand_id" rules={required}>
            <Select
              aria-label={t('trackingConfig.lines.brand')}
              options={brands.map((brand) => ({ value: brand.id, label: brand.display_name }))}
            />
          </Form.Item>
        )}
        <Form.Item
          label={t('trackingConfig.lines.name')}
          field="name"
          rules={requiredText(t('trackingConfig.required'))}
        >
          <Input maxLength={TRACKING_NAME_MAX} autoComplete="off" />
        </Form.Item>
      </TrackingFormModal>
      <TrackingFormModal
        title={
          productEditor.editing?.id ? t('trackingConfig.products.edit') : t('trackingConfig.products.add')
        }
        {...productEditor.modalProps}
      >
        {productEditor.editing?.id ? null : (
          <Form.Item label={t('trackingConfig.products.line')} field="product_line_id" rules={required}>
            <Select
              showSearch
              aria-label={t('trackingConfig.products.line')}
              options={lines.map((line) => ({
                value: line.id,
                label: `${brandName(line.brand_id)} / ${line.name}`,
              }))}
            />
          </Form.Item>
        )}
        <NameFields />
        <Space size={48}>
          {USES.map((use) => (
            <Form.Item
              key={use}
              label={t(`trackingConfig.products.${use}`)}
              field={use}
              triggerPropName="checked"
            >
              <Switch />
            </Form.Item>
          ))}
        </Space>
        <KeywordFields />
      </TrackingFormModal>
      {change.modalHolder}
    </>
  );
};
