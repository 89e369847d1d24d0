import { Button, Space, Typography } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';

type SettingsFormActionsProps = {
  /** The form's words: `<words>.save`, `<words>.test` and `<words>.test.hint`. */
  words: 'aiSettings' | 'groupChat.bot' | 'feishu';
  saving: boolean;
  testing: boolean;
  onTest: () => void;
  /** Test needs something saved first (e.g. the bot's webhook). */
  testDisabled?: boolean;
};

/** An admin settings form's buttons: Save (submits the form), Test (the saved settings) and what Test does. */
export const SettingsFormActions = ({
  words,
  saving,
  testing,
  onTest,
  testDisabled = false,
}: SettingsFormActionsProps) => {
  const t = useT();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t(`${words}.save`)}
      </Button>
      <Button loading={testing} disabled={testDisabled} onClick={onTest}>
        {t(`${words}.test`)}
      </Button>
      <Typography.Text type="secondary">{t(`${words}.test.hint`)}</Typography.Text>
    </Space>
  );
};
