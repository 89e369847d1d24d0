import { Form, Input } from '@arco-design/web-react';
import { isStrongPassword } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';

type NewPasswordFieldProps = { label: string };

/** The password a staff account gets, checked against the spec's password hint as it is typed. */
export const NewPasswordField = ({ label }: NewPasswordFieldProps) => {
  const t = useT();
  return (
    <Form.Item
      label={label}
      field="password"
      extra={t('team.form.password.hint')}
      rules={[
        { required: true, message: t('team.form.password.required') },
        {
          validator: (value: string | undefined, callback) =>
            callback(value && !isStrongPassword(value) ? t('team.form.password.hint') : undefined),
        },
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
};
