import { Button, Cascader, Form, Input, Message, Select, Space } from '@arco-design/web-react';
import {
  PROFILE_MAX_LENGTH,
  type TUserInfo,
  type TUserProfileInput,
  ZUserProfileInput,
} from '@notedesk/contract';
import { useEffect, useMemo } from 'react';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { useSettingsFormLayout } from '../hooks/useSettingsFormLayout';
import type * as RegionData from '../regionData';
import type { Region } from '../regionData';

type ProfileValues = Omit<TUserProfileInput, 'area'> & { area: string[] };

type RegionOption = { value: string; label: string; children?: RegionOption[] };

const toOption = (region: Region): RegionOption => ({
  value: region.code,
  label: region.name,
  ...(region.children ? { children: region.children.map(toOption) } : {}),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Email, nickname, country/region, area (6-digit code) and profile (≤ 200), with spec §5 messages. The page mounts
 * it once the region lists are loaded: filling the fields when they arrive later would wipe what the user typed.
 */
export const BasicProfileForm = ({ info, regions }: { info: TUserInfo; regions: typeof RegionData }) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const [form] = Form.useForm<ProfileValues>();
  const layout = useSettingsFormLayout();
  const save = useSaveProfile(() => Message.success(t('userSetting.basic.saved')));

  const initial = useMemo<ProfileValues>(
    () => ({
      email: info.email,
      nickname: info.nickname,
      country: regions.countryCode(info.country),
      area: regions.regionPath(info.area),
      profile: info.profile,
    }),
    [info, regions],
  );
  useEffect(() => {
    form.setFieldsValue(initial);
  }, [form, initial]);

  const countryOptions = useMemo(
    () => regions.countriesIn(locale).map((country) => ({ value: country.code, label: country.name })),
    [regions, locale],
  );
  const areaOptions = useMemo(() => regions.regionsIn(locale).map(toOption), [regions, locale]);

  const submit = (values: ProfileValues) => {
    const input = ZUserProfileInput.parse({ ...values, area: values.area.at(-1) ?? '' });
    save.mutate(input);
  };

  return (
    <Form form={form} initialValues={initial} {...layout} style={{ maxWidth: 640 }} onSubmit={submit}>
      <Form.Item
        label={t('userSetting.basic.email')}
        field="email"
        rules={[
          { required: true, message: t('userSetting.form.error.email.required') },
          { match: EMAIL, message: t('userSetting.form.error.email.invalid') },
        ]}
      >
        <Input placeholder={t('userSetting.basic.email.placeholder')} />
      </Form.Item>
      <Form.Item
        label={t('userSetting.basic.nickname')}
        field="nickname"
        rules={[{ required: true, message: t('userSetting.form.error.nickname.required') }]}
      >
        <Input placeholder={t('userSetting.basic.nickname.placeholder')} maxLength={64} />
      </Form.Item>
      <Form.Item
        label={t('userSetting.basic.country')}
        field="country"
        rules={[{ required: true, message: t('userSetting.form.error.country.required') }]}
      >
        <Select
          placeholder={t('userSetting.basic.country.placeholder')}
          options={countryOptions}
          showSearch
          filterOption={(input, option) =>
            String(option.props.children ?? '')
              .toLowerCase()
              .includes(input.trim().toLowerCase())
          }
        />
      </Form.Item>
      <Form.Item
        label={t('userSetting.basic.area')}
        field="area"
        rules={[
          { required: true, type: 'array', minLength: 1, message: t('userSetting.form.error.area.required') },
        ]}
      >
        <Cascader
          placeholder={t('userSetting.basic.area.placeholder')}
          options={areaOptions}
          showSearch
          allowClear
        />
      </Form.Item>
      <Form.Item
        label={t('userSetting.basic.profile')}
        field="profile"
        rules={[{ maxLength: PROFILE_MAX_LENGTH, message: t('userSetting.form.error.profile.maxLength') }]}
      >
        <Input.TextArea
          placeholder={t('userSetting.basic.profile.placeholder')}
          autoSize={{ minRows: 3 }}
          showWordLimit
          maxLength={{ length: PROFILE_MAX_LENGTH, errorOnly: true }}
        />
      </Form.Item>
      <Form.Item label=" ">
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('userSetting.basic.save')}
          </Button>
          <Button onClick={() => form.setFieldsValue(initial)}>{t('userSetting.basic.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
};
