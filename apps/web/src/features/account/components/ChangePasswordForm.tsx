import { Alert, Button, Form, Input, Message } from '@arco-design/web-react';
import { isStrongPassword } from '@notedesk/contract';
import { showFieldError } from '@/app/http/showFieldError';
import { useT } from '@/app/i18n/useT';
import { useChangePassword } from '../hooks/useChangePassword';
import { useSettingsFormLayout } from '../hooks/useSettingsFormLayout';

type PasswordValues = { old_password: string; new_password: string; confirm: string };

/** Change password with the spec's hint; the server signs out the user's other sessions. */
export const ChangePasswordForm = () => {
  const t = useT();
  const [form] = Form.useForm<PasswordValues>();
  const layout = useSettingsFormLayout();
  const change = useChangePassword(
    () => {
      form.resetFields();
      Message.success(t('userSetting.security.changed'));
    },
    (error) => showFieldError(form, error),
  );
  return (
    <Form
      form={form}
      {...layout}
      style={{ maxWidth: 640 }}
      onSubmit={(values) =>
        change.mutate({ old_password: values.old_password, new_password: values.new_password })
      }
    >
      <Form.Item label=" ">
        <Alert type="info" content={t('userSetting.security.password.hint')} />
      </Form.Item>
      <Form.Item
        label={t('userSetting.security.oldPassword')}
        field="old_password"
        rules={[{ required: true, message: t('userSetting.security.oldPassword.required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('userSetting.security.newPassword')}
        field="new_password"
        rules={[
          { required: true, message: t('userSetting.security.newPassword.required') },
          {
            validator: (value: string | undefined, callback) =>
              callback(
                value && !isStrongPassword(value) ? t('userSetting.security.password.hint') : undefined,
              ),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('userSetting.security.confirmPassword')}
        field="confirm"
        dependencies={['new_password']}
        rules={[
          { required: true, message: t('userSetting.security.newPassword.required') },
          {
            validator: (value: string | undefined, callback) =>
              callback(
                value !== form.getFieldValue('new_password')
                  ? t('userSetting.security.confirmPassword.mismatch')
                  : undefined,
              ),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label=" ">
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('userSetting.security.change')}
        </Button>
      </Form.Item>
    </Form>
  );
};
