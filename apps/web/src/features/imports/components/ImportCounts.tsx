import { Descriptions } from '@arco-design/web-react';
import type { TImportCounts } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';

const COUNT_KEYS = ['read', 'imported', 'updated', 'unchanged', 'skipped'] as const;

/** Rows read, new, updated, unchanged and skipped, as one row of figures. */
export const ImportCounts = ({ counts, attached }: { counts: TImportCounts; attached: number }) => {
  const t = useT();
  return (
    <Descriptions
      className="import-counts"
      column={6}
      layout="inline-vertical"
      data={[
        ...COUNT_KEYS.map((key) => ({
          label: t(`imports.count.${key}`),
          value: <span data-testid={`import-count-${key}`}>{counts[key]}</span>,
        })),
        {
          label: t('imports.count.attached'),
          value: <span data-testid="import-count-attached">{attached}</span>,
        },
      ]}
    />
  );
};
