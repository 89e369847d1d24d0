import { Form, Modal } from '@arco-design/web-react';
import type { TStaffAccount } from '@notedesk/contract';
import { useEffect } from 'react';
import { showFieldError } from '@/app/http/showFieldError';
import { useT } from '@/app/i18n/useT';
import { NewPasswordField } from './NewPasswordField';

type ResetPasswordModalProps = {
  account: TStaffAccount | null;
  submitting: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  /** The last refusal of the submit; one naming a field (a too common password) is shown on that field. */
  error?: unknown;
};

/** Sets a new password for a member; the server signs out their sessions. */
export const ResetPasswordModal = ({
  account,
  submitting,
  onSubmit,
  onCancel,
  error,
}: ResetPasswordModalProps) => {
  const t = useT();
  const [form] = Form.useForm<{ password: string }>();
  useEffect(() => showFieldError(form, error), [form, error]);
  return (
    <Modal
      title={t('team.resetTitle', { name: account?.username ?? '' })}
      visible={account !== null}
      confirmLoading={submitting}
      okText={t('team.form.submit')}
      cancelText={t('team.form.cancel')}
      onOk={async () => {
        const values = await form.validate().catch(() => null);
        if (values) onSubmit(values.password);
      }}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      unmountOnExit
    >
      <Form form={form} layout="vertical">
        <NewPasswordField label={t('team.form.newPassword')} />
      </Form>
    </Modal>
  );
};
