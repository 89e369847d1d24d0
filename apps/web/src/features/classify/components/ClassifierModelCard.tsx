import {
  Alert,
  Button,
  Card,
  Descriptions,
  Popconfirm,
  Skeleton,
  Space,
  Typography,
} from '@arco-design/web-react';
import { IconDownload, IconRefresh } from '@arco-design/web-react/icon';
import type { TClassifierModel } from '@notedesk/contract';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useClassifierModel } from '../hooks/useClassifierModel';
import { useDownloadTrainingSet } from '../hooks/useDownloadTrainingSet';
import { useRetrainClassifier } from '../hooks/useRetrainClassifier';

const f1 = (value: number) => value.toFixed(3);

/** Managers: the model the tenant's comments are classified with, retraining it, exporting its training set. */
export const ClassifierModelCard = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const model = useClassifierModel();
  const retrain = useRetrainClassifier();
  const exportSet = useDownloadTrainingSet();

  const body = () => {
    if (model.isPending) return <Skeleton text={{ rows: 4 }} animation />;
    if (model.isError)
      return <LoadFailed query={model} message={(reason) => t('classify.model.loadFailed', { reason })} />;
    return <ModelFigures model={model.data} locale={locale} />;
  };

  return (
    <Card
      title={t('classify.model.title')}
      className="classifier-model"
      extra={
        <Space wrap>
          <Popconfirm
            title={t('classify.model.retrainConfirm', { count: model.data?.staff_corrections ?? 0 })}
            okText={t('classify.model.retrain')}
            cancelText={t('classify.cancel')}
            onOk={() => retrain.mutateAsync().catch(() => undefined)}
          >
            <Button type="primary" icon={<IconRefresh />} loading={retrain.isPending} disabled={!model.data}>
              {t('classify.model.retrain')}
            </Button>
          </Popconfirm>
          <Button
            icon={<IconDownload />}
            loading={exportSet.isPending}
            onClick={() => exportSet.mutate('csv')}
          >
            {t('classify.model.exportCsv')}
          </Button>
          <Button
            icon={<IconDownload />}
            loading={exportSet.isPending}
            onClick={() => exportSet.mutate('jsonl')}
          >
            {t('classify.model.exportJsonl')}
          </Button>
        </Space>
      }
    >
      {retrain.isSuccess && (
        <Alert type="success" className="classifier-model__notice" content={t('classify.model.retrained')} />
      )}
      {body()}
    </Card>
  );
};

const ModelFigures = ({ model, locale }: { model: TClassifierModel; locale: 'zh-CN' | 'en-US' }) => {
  const t = useT();
  const { held_out: heldOut } = model;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        border
        data={[
          { label: t('classify.model.source'), value: t(`classify.model.source.${model.source}`) },
          {
            label: t('classify.model.trainedAt'),
            value: model.trained_at
              ? t('classify.model.trainedBy', {
                  at: formatDateTime(model.trained_at, locale),
                  by: model.trained_by ?? '—',
                })
              : t('classify.model.shipped'),
          },
          {
            label: t('classify.model.examples'),
            value: t('classify.model.examplesValue', {
              examples: model.examples,
              corrections: model.corrections,
              weight: model.correction_weight,
            }),
          },
          { label: t('classify.model.trainingTime'), value: `${model.training_ms} ms` },
          { label: t('classify.model.staffCorrections'), value: model.staff_corrections },
        ]}
      />
      <Typography.Text bold>{t('classify.model.heldOut', { count: heldOut.count })}</Typography.Text>
      <Descriptions
        column={{ xs: 2, md: 4 }}
        border
        layout="inline-vertical"
        data={[
          { label: t('classify.result.clsType'), value: f1(heldOut.cls_type) },
          { label: t('classify.result.sentiment'), value: f1(heldOut.sentiment) },
          { label: t('classify.result.contentType'), value: f1(heldOut.content_type) },
          { label: t('classify.result.negType'), value: f1(heldOut.neg_type) },
        ]}
      />
      <Typography.Text type="secondary">{t('classify.model.heldOutHint')}</Typography.Text>
    </Space>
  );
};
