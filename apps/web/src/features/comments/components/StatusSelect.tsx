import { Badge, Select } from '@arco-design/web-react';
import { PROCESS_STATUSES, type TProcessStatus } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { STATUS_BADGES } from '../labels';

type StatusSelectProps = {
  value: TProcessStatus;
  onChange: (value: TProcessStatus) => void;
  disabled?: boolean;
};

/** The follow-up status, changed in place. */
export const StatusSelect = ({ value, onChange, disabled }: StatusSelectProps) => {
  const t = useT();
  return (
    <Select
      size="mini"
      value={value}
      disabled={disabled}
      bordered={false}
      aria-label={t('comments.column.status')}
      triggerProps={{ autoAlignPopupWidth: false }}
      style={{ width: 124 }}
      onChange={(next: TProcessStatus) => {
        if (next !== value) onChange(next);
      }}
    >
      {PROCESS_STATUSES.map((status) => (
        <Select.Option key={status} value={status}>
          <Badge status={STATUS_BADGES[status]} text={t(`comments.status.${status}`)} />
        </Select.Option>
      ))}
    </Select>
  );
};
