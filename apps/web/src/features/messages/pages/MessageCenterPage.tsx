import { Button, Card, Tabs, Typography } from '@arco-design/web-react';
import { MESSAGE_TYPES, type TMessageType } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { MessageList } from '../components/MessageList';
import { useMessages } from '../hooks/useMessages';
import { useOpenMessage } from '../hooks/useOpenMessage';

/** "View more": every message of the user, by type. */
export const MessageCenterPage = () => {
  const t = useT();
  const [type, setType] = useState<TMessageType>('message');
  const { query, markRead } = useMessages();
  const list = query.data;
  const open = useOpenMessage();
  return (
    <Card bordered={false}>
      <Typography.Title heading={5} style={{ marginTop: 0 }}>
        {t('messageCenter.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('messageCenter.description')}</Typography.Paragraph>
      <Tabs
        activeTab={type}
        onChange={(key) => setType(key as TMessageType)}
        extra={
          <Button
            size="small"
            disabled={!list?.unread[type]}
            onClick={() => markRead.mutate({ all: true, type })}
          >
            {t('messageBox.allRead')}
          </Button>
        }
      >
        {MESSAGE_TYPES.map((item) => (
          <Tabs.TabPane
            key={item}
            title={`${t(`messageBox.tab.${item}`)}${list?.unread[item] ? ` (${list.unread[item]})` : ''}`}
          >
            <MessageList
              items={(list?.items ?? []).filter((message) => message.type === item)}
              onRead={open}
            />
          </Tabs.TabPane>
        ))}
      </Tabs>
    </Card>
  );
};
