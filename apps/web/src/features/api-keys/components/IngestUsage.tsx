import { Typography } from '@arco-design/web-react';
import { PATHS } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';

/** How a crawler sends MediaCrawler rows with a key (the same field names as in the files). */
export const IngestUsage = () => {
  const t = useT();
  const origin = window.location.origin;
  const example = [
    `curl -X POST ${origin}${PATHS.imports.ingest.notes} \\`,
    `  -H 'X-Api-Key: ndk_…' -H 'Content-Type: application/json' \\`,
    `  -d '{"platform":"xhs","items":[{"note_id":"…","title":"…","last_modify_ts":1736500000000}]}'`,
  ].join('\n');
  return (
    <div className="api-keys-usage">
      <Typography.Title heading={6}>{t('apiKeys.usage.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('apiKeys.usage.intro', {
          notes: PATHS.imports.ingest.notes,
          comments: PATHS.imports.ingest.comments,
        })}
      </Typography.Paragraph>
      <pre className="api-keys-usage-code">{example}</pre>
      <Typography.Paragraph type="secondary">{t('apiKeys.usage.dedupe')}</Typography.Paragraph>
    </div>
  );
};
