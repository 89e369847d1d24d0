import { Form, Input } from '@arco-design/web-react';
import { TRACKING_NAME_MAX } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { requiredText } from '../requiredText';

/** The internal name and the display name (what pickers show and keywords hang on) of a brand or product. */
export const NameFields = () => {
  const t = useT();
  const rules = requiredText(t('trackingConfig.required'));
  return (
    <>
      <Form.Item label={t('trackingConfig.name')} field="name" rules={rules}>
        <Input maxLength={TRACKING_NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('trackingConfig.displayName')}
        field="display_name"
        extra={t('trackingConfig.displayNameHelp')}
        rules={rules}
      >
        <Input maxLength={TRACKING_NAME_MAX} autoComplete="off" />
      </Form.Item>
    </>
  );
};
