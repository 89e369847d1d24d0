import { Alert, Form, type FormInstance, Modal } from '@arco-design/web-react';
import { type ReactNode, useEffect } from 'react';
import { useT } from '@/app/i18n/useT';

type TrackingFormModalProps<V> = {
  title: string;
  /** The values to edit; null keeps the modal closed. */
  values: V | null;
  form: FormInstance<V>;
  submitting: boolean;
  /** The server's sentence when the last save failed; the modal stays open with what was typed. */
  error: string;
  onSubmit: (values: V) => void;
  onCancel: () => void;
  children: ReactNode;
};

/** Add or edit one configuration row. It closes only when the save succeeded, so nothing typed is lost. */
export const TrackingFormModal = <V extends object>({
  title,
  values,
  form,
  submitting,
  error,
  onSubmit,
  onCancel,
  children,
}: TrackingFormModalProps<V>) => {
  const t = useT();
  useEffect(() => {
    if (values) form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  }, [values, form]);
  return (
    <Modal
      title={title}
      visible={values !== null}
      confirmLoading={submitting}
      okText={t('trackingConfig.save')}
      cancelText={t('trackingConfig.cancel')}
      onOk={async () => {
        // Invalid fields show their own messages; nothing to submit then.
        const checked = await form.validate().catch(() => null);
        if (checked) onSubmit(checked);
      }}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      unmountOnExit
    >
      <Form form={form} layout="vertical" initialValues={values ?? undefined}>
        {children}
      </Form>
      {error ? <Alert type="error" content={error} /> : null}
    </Modal>
  );
};
