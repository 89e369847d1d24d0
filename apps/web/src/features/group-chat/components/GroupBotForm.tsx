import { Alert, Button, Card, Form, Input, Message, Space, Tag, Typography } from '@arco-design/web-react';
import type { TGroupBotSettings, TGroupSendResult } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { useSaveGroupBot } from '../hooks/useSaveGroupBot';
import { useTestGroupBot } from '../hooks/useTestGroupBot';

type FormValues = { webhook_url: string; app_url: string };

const URL_PATTERN = /^(https?:\/\/\S+)?$/i;
const ORIGIN_PATTERN = /^(https?:\/\/[^/\s]+)?$/i;

/**
 * Admins: the Feishu custom bot's webhook, its signing secret (write-only: "set" / "not set"; type to replace,
 * or clear), the address cards link back to, and a Test button that says what Feishu answered.
 */
export const GroupBotForm = ({ settings }: { settings: TGroupBotSettings }) => {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const [newSecret, setNewSecret] = useState('');
  const [clearSecret, setClearSecret] = useState(false);
  const [result, setResult] = useState<TGroupSendResult | null>(null);
  const save = useSaveGroupBot(() => {
    setNewSecret('');
    setClearSecret(false);
    Message.success(t('groupChat.bot.saved'));
  });
  const test = useTestGroupBot(setResult);

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    save.mutate({
      webhook_url: values.webhook_url.trim(),
      app_url: values.app_url.trim(),
      ...(clearSecret ? { secret: null } : newSecret.trim() ? { secret: newSecret.trim() } : {}),
    });
  };
  const pattern = (regex: RegExp, message: string) => ({
    validator: (value: string | undefined, callback: (error?: string) => void) =>
      callback(regex.test((value ?? '').trim()) ? undefined : message),
  });

  return (
    <Card bordered={false} title={t('groupChat.bot.title')} className="group-bot">
      <Typography.Paragraph type="secondary">{t('groupChat.bot.description')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          webhook_url: settings.webhook_url,
          app_url: settings.app_url || window.location.origin,
        }}
        onSubmit={submit}
      >
        <Form.Item
          label={t('groupChat.bot.webhook')}
          field="webhook_url"
          extra={t('groupChat.bot.webhook.help')}
          rules={[pattern(URL_PATTERN, t('groupChat.bot.urlInvalid'))]}
        >
          <Input
            placeholder="https://open.feishu.cn/open-apis/bot/v2/hook/…"
            autoComplete="off"
            maxLength={500}
          />
        </Form.Item>
        <Form.Item label={t('groupChat.bot.secret')} extra={t('groupChat.bot.secret.help')}>
          <Space data-testid="group-bot-secret-state">
            {settings.secret_set && !clearSecret ? (
              <Tag color="green">{t('groupChat.bot.secret.set')}</Tag>
            ) : (
              <Tag>
                {clearSecret ? t('groupChat.bot.secret.willClear') : t('groupChat.bot.secret.notSet')}
              </Tag>
            )}
            {settings.secret_set ? (
              <Button size="mini" type="text" onClick={() => setClearSecret(!clearSecret)}>
                {clearSecret ? t('groupChat.bot.secret.undoClear') : t('groupChat.bot.secret.clear')}
              </Button>
            ) : null}
          </Space>
          <Input.Password
            aria-label={t('groupChat.bot.secret')}
            value={newSecret}
            onChange={setNewSecret}
            disabled={clearSecret}
            autoComplete="new-password"
            visibilityToggle={false}
            maxLength={200}
            placeholder={
              settings.secret_set
                ? t('groupChat.bot.secret.placeholderReplace')
                : t('groupChat.bot.secret.placeholderNew')
            }
          />
        </Form.Item>
        <Form.Item
          label={t('groupChat.bot.appUrl')}
          field="app_url"
          extra={t('groupChat.bot.appUrl.help')}
          rules={[pattern(ORIGIN_PATTERN, t('groupChat.bot.originInvalid'))]}
        >
          <Input placeholder="https://notedesk.example.com" autoComplete="off" maxLength={300} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('groupChat.bot.save')}
          </Button>
          <Button loading={test.isPending} disabled={!settings.webhook_url} onClick={() => test.mutate()}>
            {t('groupChat.bot.test')}
          </Button>
          <Typography.Text type="secondary">{t('groupChat.bot.test.hint')}</Typography.Text>
        </Space>
      </Form>
      {result ? (
        <Alert
          className="group-bot__result"
          data-testid="group-bot-test-result"
          type={result.ok ? 'success' : 'error'}
          content={result.ok ? t('groupChat.bot.test.ok') : result.detail}
        />
      ) : null}
    </Card>
  );
};
