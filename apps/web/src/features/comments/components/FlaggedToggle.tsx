import { Button, Tooltip } from '@arco-design/web-react';
import { IconExclamationCircle } from '@arco-design/web-react/icon';
import { useT } from '@/app/i18n/useT';
import './StatusTabs.css';

type FlaggedToggleProps = {
  /** Whether the list shows only flagged rows. */
  value: boolean;
  /** Flagged rows under the other filters; undefined until known. */
  count: number | undefined;
  onChange: (value: boolean) => void;
};

/** The "needs a person" quick tab: rows whose draft touches a sensitive topic, with how many there are. */
export const FlaggedToggle = ({ value, count, onChange }: FlaggedToggleProps) => {
  const t = useT();
  return (
    <Tooltip content={t('comments.filter.flaggedHint')}>
      <Button
        size="small"
        type={value ? 'primary' : 'secondary'}
        status={value ? 'danger' : 'default'}
        icon={<IconExclamationCircle />}
        aria-pressed={value}
        data-testid="flagged-toggle"
        onClick={() => onChange(!value)}
      >
        <span className="status-tabs__title">
          {t('comments.filter.flagged')}
          <span className="status-tabs__count" data-testid="flagged-count">
            {count ?? '…'}
          </span>
        </span>
      </Button>
    </Tooltip>
  );
};
