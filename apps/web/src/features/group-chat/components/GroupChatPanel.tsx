import { Spin } from '@arco-design/web-react';
import { PERMISSIONS } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { RoleGate } from '@/app/permission/RoleGate';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useGroupBot } from '../hooks/useGroupBot';
import { AlertRulesCard } from './AlertRulesCard';
import { GroupBotForm } from './GroupBotForm';
import './GroupChatPanel.css';

/** The bot's settings, asked for only by admins (the server refuses everyone else). */
const GroupBotSection = () => {
  const t = useT();
  const bot = useGroupBot();
  if (bot.isPending) return <Spin tip={t('groupChat.loading')} />;
  if (bot.isError)
    return <LoadFailed query={bot} message={(reason) => t('groupChat.bot.loadFailed', { reason })} />;
  return <GroupBotForm settings={bot.data} />;
};

/** Data management → 群通知 / Group chat: the Feishu group bot (admins) and the alert rules (managers). */
export const GroupChatPanel = () => (
  <div className="group-chat">
    <RoleGate permission={PERMISSIONS.groupBot.manage}>
      <GroupBotSection />
    </RoleGate>
    <AlertRulesCard />
  </div>
);
