import { Tabs } from '@arco-design/web-react';
import { PROCESS_STATUSES, type TProcessStatus } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import './StatusTabs.css';

export type StatusCounts = Partial<Record<TProcessStatus, number>>;

type StatusTabsProps = {
  /** The one status shown, or null for all. */
  value: TProcessStatus | null;
  counts: StatusCounts;
  onChange: (value: TProcessStatus | null) => void;
};

const ALL = 'all';

/** All / to do / in progress / done / no action, each with how many comments match the other filters. */
export const StatusTabs = ({ value, counts, onChange }: StatusTabsProps) => {
  const t = useT();
  const known = PROCESS_STATUSES.every((status) => counts[status] !== undefined);
  const total = known
    ? PROCESS_STATUSES.reduce<number>((sum, status) => sum + (counts[status] ?? 0), 0)
    : undefined;
  const title = (label: string, count: number | undefined) => (
    <span className="status-tabs__title">
      {label}
      <span className="status-tabs__count" data-testid="status-count">
        {count ?? '…'}
      </span>
    </span>
  );
  return (
    <Tabs
      className="status-tabs"
      type="text"
      activeTab={value === null ? ALL : String(value)}
      onChange={(key) =>
        onChange(key === ALL ? null : (PROCESS_STATUSES.find((s) => String(s) === key) ?? null))
      }
    >
      <Tabs.TabPane key={ALL} title={title(t('comments.status.all'), total)} />
      {PROCESS_STATUSES.map((status) => (
        <Tabs.TabPane key={String(status)} title={title(t(`comments.status.${status}`), counts[status])} />
      ))}
    </Tabs>
  );
};
