import { Button, Space, Typography } from '@arco-design/web-react';
import { IconRobot } from '@arco-design/web-react/icon';
import {
  CLS_TYPES,
  PROCESS_STATUSES,
  type TClsType,
  type TCommentRow,
  type TProcessStatus,
} from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { SendToGroupButton } from '@/features/group-chat';
import type { CommentActions } from '../hooks/useCommentActions';
import { BulkChoiceMenu } from './BulkChoiceMenu';
import './BulkBar.css';

type BulkBarProps = {
  selected: readonly TCommentRow[];
  actions: CommentActions;
  onClear: () => void;
};

/**
 * Actions on the selected rows, in one call each (the comment page and the note detail page). The count is
 * always on screen; an action takes the rows selected when it starts and then clears the selection, so the
 * next action never carries rows over from the last one.
 */
export const BulkBar = ({ selected, actions, onClear }: BulkBarProps) => {
  const t = useT();
  const count = selected.length;
  const busy = actions.busy;
  const none = count === 0;
  const onStatus = (status: TProcessStatus) => {
    void actions.setStatus(selected, status);
    onClear();
  };
  const onCls = (cls: TClsType) => {
    void actions.setCls(selected, cls);
    onClear();
  };
  const onGenerate = () => {
    void actions.generate(selected);
    onClear();
  };
  return (
    <div className="bulk-bar" role="toolbar" aria-label={t('comments.bulk.selected', { count })}>
      <Typography.Text
        className="bulk-bar__count"
        bold={!none}
        type={none ? 'secondary' : undefined}
        aria-live="polite"
      >
        {t('comments.bulk.selected', { count })}
      </Typography.Text>
      <Space wrap>
        <BulkChoiceMenu
          label={t('comments.bulk.status')}
          choices={PROCESS_STATUSES}
          choiceLabel={(status) => t(`comments.status.${status}`)}
          onChoose={onStatus}
          disabled={none}
          button={{ type: 'primary', loading: busy, disabled: none }}
        />
        <BulkChoiceMenu
          label={t('comments.bulk.cls')}
          choices={CLS_TYPES}
          choiceLabel={(cls) => t(`comments.cls.${cls}`)}
          onChoose={onCls}
          disabled={none}
          button={{ disabled: busy || none }}
        />
        <Button size="small" icon={<IconRobot />} disabled={none} onClick={onGenerate}>
          {t('comments.bulk.generate')}
        </Button>
        <SendToGroupButton commentIds={selected.map((row) => row.id)} type="secondary" />
        <Button size="small" type="text" disabled={none} onClick={onClear}>
          {t('comments.bulk.clear')}
        </Button>
      </Space>
    </div>
  );
};
