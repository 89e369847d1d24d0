import { Card, Empty, Spin, Statistic, Table } from '@arco-design/web-react';
import type { TLlmUsageDay } from '@notedesk/contract';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useLlmUsage } from '../hooks/useLlmUsage';

/** Today's tokens against the quota, and the recent days that used the LLM. */
export const LlmUsageCard = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const usage = useLlmUsage();
  const number = (value: number) => value.toLocaleString(locale);

  const body = () => {
    if (usage.isPending) return <Spin tip={t('aiSettings.loading')} />;
    if (usage.isError) {
      return <LoadFailed query={usage} message={(reason) => t('aiSettings.usage.loadFailed', { reason })} />;
    }
    const { today, days, daily_token_quota: quota } = usage.data;
    const used = days.filter((day) => day.requests > 0 || day.fallbacks > 0);
    const columns = [
      { title: t('aiSettings.usage.column.day'), dataIndex: 'day', width: 130 },
      {
        title: t('aiSettings.usage.column.prompt'),
        dataIndex: 'prompt_tokens',
        align: 'right' as const,
        render: number,
      },
      {
        title: t('aiSettings.usage.column.completion'),
        dataIndex: 'completion_tokens',
        align: 'right' as const,
        render: number,
      },
      {
        title: t('aiSettings.usage.column.total'),
        dataIndex: 'total_tokens',
        align: 'right' as const,
        render: number,
      },
      {
        title: t('aiSettings.usage.column.requests'),
        dataIndex: 'requests',
        align: 'right' as const,
        render: number,
      },
      {
        title: t('aiSettings.usage.column.fallbacks'),
        dataIndex: 'fallbacks',
        align: 'right' as const,
        render: number,
      },
    ];
    return (
      <>
        <div className="ai-settings-usage-stats" data-testid="ai-settings-usage-today">
          <Statistic title={t('aiSettings.usage.today')} value={today.total_tokens} groupSeparator />
          <Statistic
            title={t('aiSettings.usage.quota')}
            value={quota === null ? t('aiSettings.usage.unlimited') : number(quota)}
          />
          <Statistic title={t('aiSettings.usage.requests')} value={today.requests} groupSeparator />
          <Statistic title={t('aiSettings.usage.fallbacks')} value={today.fallbacks} groupSeparator />
        </div>
        {used.length === 0 ? (
          <Empty description={t('aiSettings.usage.empty')} />
        ) : (
          <Table<TLlmUsageDay> rowKey="day" size="small" columns={columns} data={used} pagination={false} />
        )}
      </>
    );
  };

  return (
    <Card bordered={false} title={t('aiSettings.usage.title')}>
      {body()}
    </Card>
  );
};
