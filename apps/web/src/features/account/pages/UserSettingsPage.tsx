import { Card, Spin, Tabs } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';
import { BasicProfileForm } from '../components/BasicProfileForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { useUserInfo } from '../hooks/useUserInfo';

export const UserSettingsPage = () => {
  const t = useT();
  const info = useUserInfo();
  return (
    <Card bordered={false} title={t('userSetting.title')}>
      <Tabs defaultActiveTab="basic">
        <Tabs.TabPane key="basic" title={t('userSetting.tab.basic')}>
          <div style={{ paddingTop: 16 }}>
            {info.data ? (
              <BasicProfileForm info={info.data} />
            ) : (
              <Spin loading style={{ display: 'block', minHeight: 200 }} />
            )}
          </div>
        </Tabs.TabPane>
        <Tabs.TabPane key="security" title={t('userSetting.tab.security')}>
          <div style={{ paddingTop: 16 }}>
            <ChangePasswordForm />
          </div>
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
};
