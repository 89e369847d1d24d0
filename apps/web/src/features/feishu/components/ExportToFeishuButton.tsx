import { Alert, Button, Link, Modal, Progress, Space, Typography } from '@arco-design/web-react';
import type { TCommentListQuery, TFeishuExportJob } from '@notedesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { EXPORTED_LINKS_KEY } from '../api';
import { useExportToFeishu } from '../hooks/useExportToFeishu';
import { useFeishuExportJob } from '../hooks/useFeishuExportJob';

type ExportToFeishuButtonProps = {
  /** The selected comments; none: every comment the current filters match. */
  selectedIds: readonly number[];
  /** The comment list's query as it is sent to the list (page and size are ignored). */
  filters: Partial<Record<keyof TCommentListQuery, unknown>>;
};

/**
 * "Export to Feishu": the selected rows, or the current filters. The export runs as a job: a dialog shows its
 * progress, then how many rows were written (and skipped as already there), or Feishu's code and message
 * with Retry. Closed early, the export goes on and the message box tells how it ended.
 */
export const ExportToFeishuButton = ({ selectedIds, filters }: ExportToFeishuButtonProps) => {
  const t = useT();
  const client = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const exporting = useExportToFeishu((started) => setJobId(started.id));
  const job = useFeishuExportJob(jobId).data ?? null;
  const close = () => setJobId(null);
  const status = job?.status;
  // The per-note counts change once the job ends.
  useEffect(() => {
    if (status === 'done' || status === 'failed')
      void client.invalidateQueries({ queryKey: EXPORTED_LINKS_KEY });
  }, [status, client]);
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
        title={
          job?.status === 'failed'
            ? t('feishu.export.failedTitle')
            : job?.status === 'done'
              ? t('feishu.export.doneTitle')
              : t('feishu.export.runningTitle')
        }
        onCancel={close}
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
            <Button onClick={close}>{t('feishu.export.close')}</Button>
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
  if (job.status === 'running') {
    const done = job.written + job.skipped;
    return (
      <div data-testid="feishu-export-progress">
        <Progress
          percent={job.total > 0 ? Math.min(99, Math.floor((done / job.total) * 100)) : 0}
          aria-label={t('feishu.export.runningTitle')}
        />
        <Typography.Paragraph style={{ marginTop: 12 }}>
          {t('feishu.export.progress', {
            done,
            total: job.total,
            written: job.written,
            skipped: job.skipped,
          })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('feishu.export.background')}</Typography.Paragraph>
      </div>
    );
  }
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
