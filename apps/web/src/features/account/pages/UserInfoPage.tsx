import { Avatar, Button, Card, Descriptions, Skeleton, Tag, Typography } from '@arco-design/web-react';
import { useNavigate } from 'react-router';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { useRegionData } from '../hooks/useRegionData';
import { useUserInfo } from '../hooks/useUserInfo';

export const UserInfoPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const locale = useLocaleStore((state) => state.locale);
  const { data: info } = useUserInfo();
  const orNotSet = (value: string) => value || t('userInfo.notSet');
  const regions = useRegionData().data;
  const country = (value: string) => orNotSet(regions && value ? regions.countryName(value, locale) : value);

  return (
    <Card
      bordered={false}
      title={t('userInfo.title')}
      extra={
        <Button type="primary" onClick={() => navigate('/user/setting')}>
          {t('userInfo.editSettings')}
        </Button>
      }
    >
      {info ? (
        <div style={{ display: 'flex', gap: 32, alignItems: 'flex-start' }}>
          <Avatar size={72} style={{ backgroundColor: 'rgb(var(--primary-6))', flex: 'none' }}>
            {(info.full_name || info.username).slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ flex: 1 }}>
            <Typography.Title heading={5} style={{ marginTop: 0 }}>
              {info.full_name || info.username}
            </Typography.Title>
            <Descriptions
              column={2}
              labelStyle={{ width: 120 }}
              data={[
                { label: t('userInfo.username'), value: info.username },
                { label: t('userInfo.fullName'), value: orNotSet(info.full_name) },
                { label: t('userInfo.role'), value: <Tag color="arcoblue">{t(`role.${info.role}`)}</Tag> },
                { label: t('userInfo.tenant'), value: info.tenant_name },
                {
                  label: t('userInfo.status'),
                  value: info.disabled ? t('userInfo.status.disabled') : t('userInfo.status.active'),
                },
                { label: t('userInfo.nickname'), value: orNotSet(info.nickname) },
                { label: t('userInfo.email'), value: orNotSet(info.email) },
                { label: t('userInfo.region'), value: country(info.country) },
                {
                  label: t('userInfo.area'),
                  value: info.area
                    ? (regions?.regionName(info.area, locale) ?? info.area)
                    : t('userInfo.notSet'),
                },
                { label: t('userInfo.createdAt'), value: formatDateTime(info.created_at, locale) },
                {
                  label: t('userInfo.lastLoginAt'),
                  value: info.last_login_at ? formatDateTime(info.last_login_at, locale) : '—',
                },
                { label: t('userInfo.profile'), value: orNotSet(info.profile) },
              ]}
            />
          </div>
        </div>
      ) : (
        <Skeleton text={{ rows: 6 }} animation />
      )}
    </Card>
  );
};
