import { Alert, Card, Form, Input, Message, Radio, Typography } from '@arco-design/web-react';
import {
  CARD_LANGUAGES,
  type TCardLanguage,
  type TGroupBotSettings,
  type TGroupSendResult,
} from '@notedesk/contract';
import { useState } from 'react';
import { LANGUAGE_NAMES } from '@/app/i18n/languageNames';
import { useT } from '@/app/i18n/useT';
import { SettingsFormActions } from '@/app/ui/SettingsFormActions';
import { trimmedPatternRule } from '@/app/ui/trimmedPatternRule';
import { useSecretChange } from '@/app/ui/useSecretChange';
import { secretInput, WriteOnlySecretField } from '@/app/ui/WriteOnlySecretField';
import { useSaveGroupBot } from '../hooks/useSaveGroupBot';
import { useTestGroupBot } from '../hooks/useTestGroupBot';

type FormValues = { webhook_url: string; app_url: string; card_language: TCardLanguage };

const URL_PATTERN = /^(https?:\/\/\S+)?$/i;
const ORIGIN_PATTERN = /^(https?:\/\/[^/\s]+)?$/i;

/**
 * Admins: the Feishu custom bot's webhook, its signing secret (write-only: "set" / "not set"; type to replace,
 * or clear), the address cards link back to, and a Test button that says what Feishu answered.
 */
export const GroupBotForm = ({ settings }: { settings: TGroupBotSettings }) => {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const secret = useSecretChange();
  const [result, setResult] = useState<TGroupSendResult | null>(null);
  const save = useSaveGroupBot(() => {
    secret.reset();
    Message.success(t('groupChat.bot.saved'));
  });
  const test = useTestGroupBot(setResult);

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    save.mutate({
      webhook_url: values.webhook_url.trim(),
      app_url: values.app_url.trim(),
      card_language: values.card_language,
      ...secretInput('secret', secret.change),
    });
  };

  return (
    <Card bordered={false} title={t('groupChat.bot.title')} className="group-bot">
      <Typography.Paragraph type="secondary">{t('groupChat.bot.description')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          webhook_url: settings.webhook_url,
          app_url: settings.app_url || window.location.origin,
          card_language: settings.card_language,
        }}
        onSubmit={submit}
      >
        <Form.Item
          label={t('groupChat.bot.webhook')}
          field="webhook_url"
          extra={t('groupChat.bot.webhook.help')}
          rules={[trimmedPatternRule(URL_PATTERN, t('groupChat.bot.urlInvalid'))]}
        >
          <Input
            placeholder="https://open.feishu.cn/open-apis/bot/v2/hook/…"
            autoComplete="off"
            maxLength={500}
          />
        </Form.Item>
        <WriteOnlySecretField
          words="groupChat.bot.secret"
          isSet={settings.secret_set}
          secret={secret}
          clearable
          maxLength={200}
          testId="group-bot-secret-state"
        />
        <Form.Item
          label={t('groupChat.bot.appUrl')}
          field="app_url"
          extra={t('groupChat.bot.appUrl.help')}
          rules={[trimmedPatternRule(ORIGIN_PATTERN, t('groupChat.bot.originInvalid'))]}
        >
          <Input placeholder="https://notedesk.example.com" autoComplete="off" maxLength={300} />
        </Form.Item>
        <Form.Item
          label={t('groupChat.bot.cardLanguage')}
          field="card_language"
          extra={t('groupChat.bot.cardLanguage.help')}
        >
          <Radio.Group type="button" data-testid="group-bot-card-language">
            {LANGUAGE_NAMES.filter(({ value }) => CARD_LANGUAGES.includes(value)).map(({ value, label }) => (
              <Radio key={value} value={value}>
                {label}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <SettingsFormActions
          words="groupChat.bot"
          saving={save.isPending}
          testing={test.isPending}
          onTest={() => test.mutate()}
          testDisabled={!settings.webhook_url}
        />
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
