import { Button, Progress, Space, Typography, Upload } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload';
import { IconUpload } from '@arco-design/web-react/icon';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_FILES } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useImportJob } from '../hooks/useImportJob';
import { useUploadImport } from '../hooks/useUploadImport';
import { ImportHistory } from './ImportHistory';
import { ImportJobResult } from './ImportJobResult';
import './ImportsPanel.css';

const MAX_MB = IMPORT_MAX_FILE_BYTES / 1024 / 1024;

/** The same file chosen twice: same name, size and modification time. */
const sameFile = (a: File, b: File): boolean =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The list after a choice, without files already queued (choosing files again adds to the list), and the
 * names of those left out.
 */
const withoutRequeued = (
  before: readonly UploadItem[],
  after: readonly UploadItem[],
): { kept: UploadItem[]; repeated: string[] } => {
  const kept: UploadItem[] = [];
  const repeated: string[] = [];
  for (const item of after) {
    const file = item.originFile;
    const queued = before.some((old) => old.uid === item.uid);
    if (!queued && file && kept.some((other) => other.originFile && sameFile(other.originFile, file)))
      repeated.push(file.name);
    else kept.push(item);
  }
  return { kept, repeated };
};

/**
 * Managers and admins: upload MediaCrawler files, watch the job, read its result and the history. A refused
 * upload keeps the chosen files so the user can fix the one that was wrong and try again.
 */
export const ImportsPanel = () => {
  const t = useT();
  const [chosen, setChosen] = useState<UploadItem[]>([]);
  const [repeated, setRepeated] = useState<string[]>([]);
  const [uploadPercent, setUploadPercent] = useState(0);
  const [jobId, setJobId] = useState<number | null>(null);

  const job = useImportJob(jobId);
  const upload = useUploadImport({
    onProgress: setUploadPercent,
    onStarted: (started) => {
      setChosen([]);
      setRepeated([]);
      setJobId(started.id);
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
        onChange={(list) => {
          const { kept, repeated: left } = withoutRequeued(chosen, list);
          setChosen(kept);
          setRepeated(left);
        }}
        disabled={upload.isPending}
      />
      {repeated.length > 0 ? (
        <Typography.Paragraph type="warning" data-testid="import-already-queued">
          {t('imports.alreadyQueued', { names: repeated.join(', ') })}
        </Typography.Paragraph>
      ) : null}
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
        <LoadFailed query={job} message={(reason) => t('imports.job.loadFailed', { reason })} />
      ) : null}
      <ImportHistory />
    </div>
  );
};
