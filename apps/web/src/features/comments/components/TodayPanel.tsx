import { Card, Grid, Statistic, Typography } from '@arco-design/web-react';
import type { TPlatform } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useDailyTasks } from '../hooks/useDailyTasks';
import './TodayPanel.css';

export type TodayGroup = 'todo' | 'in_progress' | 'new_negative' | 'new_leads';

type TodayPanelProps = {
  platform: TPlatform;
  enabled: boolean;
  /** Show the group's comments in the list (the page turns it into filters). */
  onShow: (group: TodayGroup, date: string) => void;
};

const GROUPS: {
  key: TodayGroup;
  label:
    | 'comments.today.todo'
    | 'comments.today.inProgress'
    | 'comments.today.newNegative'
    | 'comments.today.newLeads';
}[] = [
  { key: 'todo', label: 'comments.today.todo' },
  { key: 'in_progress', label: 'comments.today.inProgress' },
  { key: 'new_negative', label: 'comments.today.newNegative' },
  { key: 'new_leads', label: 'comments.today.newLeads' },
];

/** Today's work from daily-task-list; each figure opens its comments in the list. */
export const TodayPanel = ({ platform, enabled, onShow }: TodayPanelProps) => {
  const t = useT();
  const tasks = useDailyTasks(platform, enabled);
  return (
    <Card
      bordered={false}
      size="small"
      className="today-panel"
      title={t('comments.today.title', { date: tasks.data?.date ?? '…' })}
    >
      {tasks.isError ? (
        <LoadFailed query={tasks} message={(reason) => t('comments.today.failed', { reason })} />
      ) : (
        <Grid.Row gutter={12}>
          {GROUPS.map((group) => (
            // Two by two on a narrow window, where four in a row would break their titles letter by letter.
            <Grid.Col xs={12} sm={12} md={6} key={group.key}>
              <button
                type="button"
                className="today-panel__tile"
                onClick={() => tasks.data && onShow(group.key, tasks.data.date)}
                aria-label={`${t(group.label)} ${t('comments.today.show')}`}
              >
                <Statistic
                  title={<Typography.Text type="secondary">{t(group.label)}</Typography.Text>}
                  value={tasks.data?.[group.key].count ?? 0}
                  loading={tasks.isPending}
                  styleValue={{ fontSize: 18 }}
                />
              </button>
            </Grid.Col>
          ))}
        </Grid.Row>
      )}
    </Card>
  );
};
