import { Card, Spin, Tabs } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { BasicProfileForm } from '../components/BasicProfileForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { useRegionData } from '../hooks/useRegionData';
import { useUserInfo } from '../hooks/useUserInfo';

export const UserSettingsPage = () => {
  const t = useT();
  const info = useUserInfo();
  const regions = useRegionData();
  return (
    <Card bordered={false} title={t('userSetting.title')}>
      <Tabs defaultActiveTab="basic">
        <Tabs.TabPane key="basic" title={t('userSetting.tab.basic')}>
          <div style={{ paddingTop: 16 }}>
            {info.data && regions.data ? (
              <BasicProfileForm info={info.data} regions={regions.data} />
            ) : info.isError || regions.isError ? (
              <LoadFailed
                query={info.isError ? info : regions}
                message={(reason) => t('userSetting.basic.loadFailed', { reason })}
              />
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
