import { Form, Input, Modal, Select } from '@arco-design/web-react';
import { ROLES, type TCreateStaffInput, ZUsername } from '@notedesk/contract';
import { useEffect } from 'react';
import { showFieldError } from '@/app/http/showFieldError';
import { useT } from '@/app/i18n/useT';
import { NewPasswordField } from './NewPasswordField';

type CreateStaffModalProps = {
  visible: boolean;
  submitting: boolean;
  onSubmit: (input: TCreateStaffInput) => void;
  onCancel: () => void;
  /** The last refusal of the submit; one naming a field (a too common password) is shown on that field. */
  error?: unknown;
};

/** Add a staff account: username, full name, role and an initial password. */
export const CreateStaffModal = ({
  visible,
  submitting,
  onSubmit,
  onCancel,
  error,
}: CreateStaffModalProps) => {
  const t = useT();
  const [form] = Form.useForm<TCreateStaffInput>();
  useEffect(() => showFieldError(form, error), [form, error]);
  return (
    <Modal
      title={t('team.add')}
      visible={visible}
      confirmLoading={submitting}
      okText={t('team.form.submit')}
      cancelText={t('team.form.cancel')}
      onOk={async () => {
        // Invalid fields show their own messages; nothing to submit then.
        const values = await form.validate().catch(() => null);
        if (values) onSubmit(values);
      }}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      unmountOnExit
    >
      <Form form={form} layout="vertical" initialValues={{ role: 'worker', full_name: '' }}>
        <Form.Item
          label={t('team.form.username')}
          field="username"
          rules={[
            { required: true, message: t('team.form.username.required') },
            {
              validator: (value: string | undefined, callback) =>
                callback(
                  value && !ZUsername.safeParse(value).success ? t('team.form.username.invalid') : undefined,
                ),
            },
          ]}
        >
          <Input placeholder={t('team.form.username.placeholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('team.form.fullName')} field="full_name">
          <Input placeholder={t('team.form.fullName.placeholder')} maxLength={64} />
        </Form.Item>
        <Form.Item label={t('team.form.role')} field="role" rules={[{ required: true }]}>
          <Select options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))} />
        </Form.Item>
        <NewPasswordField label={t('team.form.password')} />
      </Form>
    </Modal>
  );
};
