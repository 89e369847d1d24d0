import { Alert, Button, Link, Modal, Space, Typography } from '@arco-design/web-react';
import type { TCommentListQuery, TFeishuExportJob } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { useExportToFeishu } from '../hooks/useExportToFeishu';

type ExportToFeishuButtonProps = {
  /** The selected comments; none: every comment the current filters match. */
  selectedIds: readonly number[];
  /** The comment list's query as it is sent to the list (page and size are ignored). */
  filters: Partial<Record<keyof TCommentListQuery, unknown>>;
};

/**
 * "Export to Feishu": the selected rows, or the current filters. The outcome opens in a dialog: how many
 * rows were written (and skipped as already there), or Feishu's code and message with Retry.
 */
export const ExportToFeishuButton = ({ selectedIds, filters }: ExportToFeishuButtonProps) => {
  const t = useT();
  const [job, setJob] = useState<TFeishuExportJob | null>(null);
  const exporting = useExportToFeishu(setJob);
  const start = () => {
    const { page: _page, page_size: _size, ...listFilters } = filters;
    exporting.mutate({
      input:
        selectedIds.length > 0
          ? { comment_ids: [...selectedIds] }
          : { filters: listFilters as TCommentListQuery },
    });
  };
  return (
    <>
      <Button
        size="small"
        loading={exporting.isPending && job === null}
        onClick={start}
        data-testid="feishu-export"
      >
        {selectedIds.length > 0
          ? t('feishu.export.selected', { count: selectedIds.length })
          : t('feishu.export.filtered')}
      </Button>
      <Modal
        visible={job !== null}
        title={job?.status === 'failed' ? t('feishu.export.failedTitle') : t('feishu.export.doneTitle')}
        onCancel={() => setJob(null)}
        footer={
          <Space>
            {job?.sheet_url ? (
              <Link href={job.sheet_url} target="_blank" rel="noreferrer">
                {t('feishu.export.openSheet')}
              </Link>
            ) : null}
            {job?.status === 'failed' ? (
              <Button
                type="primary"
                loading={exporting.isPending}
                onClick={() => exporting.mutate({ retryId: job.id })}
                data-testid="feishu-export-retry"
              >
                {t('feishu.export.retry')}
              </Button>
            ) : null}
            <Button onClick={() => setJob(null)}>{t('feishu.export.close')}</Button>
          </Space>
        }
      >
        {job ? <ExportOutcome job={job} /> : null}
      </Modal>
    </>
  );
};

const ExportOutcome = ({ job }: { job: TFeishuExportJob }) => {
  const t = useT();
  if (job.status === 'failed') {
    return (
      <div data-testid="feishu-export-result">
        <Alert type="error" content={job.detail} />
        {job.written > 0 ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('feishu.export.partial', { written: job.written })}
          </Typography.Paragraph>
        ) : null}
      </div>
    );
  }
  return (
    <Alert
      type="success"
      data-testid="feishu-export-result"
      content={t('feishu.export.done', { total: job.total, written: job.written, skipped: job.skipped })}
    />
  );
};
