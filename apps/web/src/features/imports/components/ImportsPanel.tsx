import { Button, Progress, Space, Typography, Upload } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload';
import { IconUpload } from '@arco-design/web-react/icon';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_FILES, type TImportJob } from '@notedesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../../app/i18n/useT';
import { LoadFailed } from '../../../app/ui/LoadFailed';
import { NOTES_KEY } from '../../notes';
import { fetchImportJob, IMPORTS_KEY, importJobKey, uploadImport } from '../api';
import { importJobActive } from '../importJobState';
import { ImportHistory } from './ImportHistory';
import { ImportJobResult } from './ImportJobResult';
import './ImportsPanel.css';

const POLL_MS = 500;
const MAX_MB = IMPORT_MAX_FILE_BYTES / 1024 / 1024;

/**
 * Managers and admins: upload MediaCrawler files, watch the job, read its result and the history. A refused
 * upload keeps the chosen files so the user can fix the one that was wrong and try again.
 */
export const ImportsPanel = () => {
  const t = useT();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<UploadItem[]>([]);
  const [uploadPercent, setUploadPercent] = useState(0);
  const [jobId, setJobId] = useState<number | null>(null);

  const job = useQuery({
    queryKey: importJobKey(jobId ?? 0),
    queryFn: () => fetchImportJob(jobId ?? 0),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data === undefined || importJobActive(query.state.data) ? POLL_MS : false,
  });
  const finished = job.data !== undefined && !importJobActive(job.data);
  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: [...IMPORTS_KEY, 'history'] });
    // New and updated notes show in the note lists (tracked notes tab, detail pages) without a reload.
    void client.invalidateQueries({ queryKey: NOTES_KEY });
  }, [finished, client]);

  const upload = useMutation({
    mutationFn: (files: File[]) => uploadImport(files, setUploadPercent),
    onMutate: () => setUploadPercent(0),
    onSuccess: (started: TImportJob) => {
      setChosen([]);
      setJobId(started.id);
      client.setQueryData(importJobKey(started.id), started);
      void client.invalidateQueries({ queryKey: [...IMPORTS_KEY, 'history'] });
    },
  });

  const files = chosen.flatMap((item) => (item.originFile ? [item.originFile] : []));
  const tooLarge = files.filter((file) => file.size > IMPORT_MAX_FILE_BYTES);
  const tooMany = files.length > IMPORT_MAX_FILES;
  const blocked = files.length === 0 || tooLarge.length > 0 || tooMany || upload.isPending;

  return (
    <div className="imports-panel">
      <Typography.Paragraph type="secondary">
        {t('imports.intro', { mb: MAX_MB, files: IMPORT_MAX_FILES })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('imports.formats')}</Typography.Paragraph>
      <Upload
        drag
        multiple
        autoUpload={false}
        accept=".csv,.json,.jsonl"
        fileList={chosen}
        onChange={(list) => setChosen(list)}
        disabled={upload.isPending}
      />
      {tooLarge.length > 0 ? (
        <Typography.Paragraph type="error">
          {t('imports.tooLarge', { names: tooLarge.map((file) => file.name).join(', '), mb: MAX_MB })}
        </Typography.Paragraph>
      ) : null}
      {tooMany ? (
        <Typography.Paragraph type="error">
          {t('imports.tooMany', { max: IMPORT_MAX_FILES })}
        </Typography.Paragraph>
      ) : null}
      {upload.isError ? (
        <Typography.Paragraph type="error" className="imports-refused" data-testid="import-refused">
          {upload.error.message}
        </Typography.Paragraph>
      ) : null}
      <Space className="imports-actions">
        <Button
          type="primary"
          icon={<IconUpload />}
          disabled={blocked}
          loading={upload.isPending}
          onClick={() => upload.mutate(files)}
        >
          {t('imports.start', { count: files.length })}
        </Button>
        {upload.isPending ? <Progress percent={uploadPercent} size="small" style={{ width: 200 }} /> : null}
      </Space>
      {job.data ? <ImportJobResult job={job.data} /> : null}
      {job.isError && !job.data ? (
        <LoadFailed
          message={t('imports.job.loadFailed', { reason: job.error.message })}
          retrying={job.isFetching}
          onRetry={() => void job.refetch()}
        />
      ) : null}
      <ImportHistory />
    </div>
  );
};
