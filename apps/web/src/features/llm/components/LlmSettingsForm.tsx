import {
  Alert,
  Card,
  Form,
  Input,
  InputNumber,
  Message,
  Space,
  Switch,
  Typography,
} from '@arco-design/web-react';
import type { TLlmSettings, TLlmSettingsInput, TLlmTestResult } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { SettingsFormActions } from '@/app/ui/SettingsFormActions';
import { trimmedPatternRule } from '@/app/ui/trimmedPatternRule';
import { useSecretChange } from '@/app/ui/useSecretChange';
import { secretInput, WriteOnlySecretField } from '@/app/ui/WriteOnlySecretField';
import { useSaveLlmSettings } from '../hooks/useSaveLlmSettings';
import { useTestLlmConnection } from '../hooks/useTestLlmConnection';

type FormValues = {
  base_url: string;
  model: string;
  classify_enabled: boolean;
  reply_enabled: boolean;
  daily_token_quota: number | undefined;
};

const valuesOf = (settings: TLlmSettings): FormValues => ({
  base_url: settings.base_url,
  model: settings.model,
  classify_enabled: settings.classify_enabled,
  reply_enabled: settings.reply_enabled,
  daily_token_quota: settings.daily_token_quota ?? undefined,
});

const URL_PATTERN = /^(https?:\/\/\S+)?$/i;

/**
 * Base URL, model, a write-only key ("set" / "not set"; type to replace, or clear), what the LLM is used
 * for, the daily quota; and a connection test. Typed values stay in the form when a save fails.
 */
export const LlmSettingsForm = ({ settings }: { settings: TLlmSettings }) => {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const secret = useSecretChange();
  const [testResult, setTestResult] = useState<TLlmTestResult | null>(null);

  const save = useSaveLlmSettings(() => {
    secret.reset();
    Message.success(t('aiSettings.saved'));
  });
  const test = useTestLlmConnection(setTestResult);

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    const input: TLlmSettingsInput = {
      base_url: values.base_url.trim(),
      model: values.model.trim(),
      classify_enabled: values.classify_enabled,
      reply_enabled: values.reply_enabled,
      daily_token_quota: values.daily_token_quota ?? null,
      ...secretInput('api_key', secret.change),
    };
    save.mutate(input);
  };

  const providerLine =
    settings.provider === 'tenant'
      ? t('aiSettings.provider.tenant')
      : settings.provider === 'environment' && settings.environment
        ? t('aiSettings.provider.environment', {
            model: settings.environment.model,
            url: settings.environment.base_url,
          })
        : t('aiSettings.provider.none');

  return (
    <Card bordered={false} title={t('aiSettings.title')}>
      <Typography.Paragraph type="secondary" data-testid="ai-settings-provider">
        {providerLine}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={valuesOf(settings)} onSubmit={submit}>
        <Form.Item
          label={t('aiSettings.baseUrl')}
          field="base_url"
          extra={t('aiSettings.baseUrl.help')}
          rules={[trimmedPatternRule(URL_PATTERN, t('aiSettings.baseUrl.invalid'))]}
        >
          <Input placeholder={t('aiSettings.baseUrl.placeholder')} autoComplete="off" maxLength={500} />
        </Form.Item>
        <Form.Item
          label={t('aiSettings.model')}
          field="model"
          rules={[
            {
              validator: (value: string | undefined, callback) =>
                callback(
                  String(form.getFieldValue('base_url') ?? '').trim() && !(value ?? '').trim()
                    ? t('aiSettings.model.required')
                    : undefined,
                ),
            },
          ]}
        >
          <Input placeholder={t('aiSettings.model.placeholder')} autoComplete="off" maxLength={200} />
        </Form.Item>
        <WriteOnlySecretField
          words="aiSettings.apiKey"
          isSet={settings.api_key_set}
          secret={secret}
          clearable
          maxLength={500}
          testId="ai-settings-key-state"
        />
        <Space size="large">
          <Form.Item
            label={t('aiSettings.classifyEnabled')}
            field="classify_enabled"
            triggerPropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item label={t('aiSettings.replyEnabled')} field="reply_enabled" triggerPropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item label={t('aiSettings.quota')} field="daily_token_quota" extra={t('aiSettings.quota.help')}>
          <InputNumber
            min={1}
            max={1_000_000_000}
            precision={0}
            step={10_000}
            placeholder={t('aiSettings.quota.placeholder')}
            style={{ width: 240 }}
          />
        </Form.Item>
        <SettingsFormActions
          words="aiSettings"
          saving={save.isPending}
          testing={test.isPending}
          onTest={() => test.mutate()}
        />
      </Form>
      {testResult ? <TestResultAlert result={testResult} /> : null}
    </Card>
  );
};

const TestResultAlert = ({ result }: { result: TLlmTestResult }) => {
  const t = useT();
  if (result.ok) {
    return (
      <Alert
        className="ai-settings-test-result"
        type="success"
        data-testid="ai-settings-test-result"
        content={t('aiSettings.test.ok', { model: result.model, ms: result.latency_ms })}
      />
    );
  }
  const reason = result.failure ? t(`aiSettings.failure.${result.failure}`) : '';
  return (
    <Alert
      className="ai-settings-test-result"
      type="error"
      data-testid="ai-settings-test-result"
      title={t('aiSettings.test.failed', { reason })}
      content={result.detail ? t('aiSettings.test.detail', { detail: result.detail }) : undefined}
    />
  );
};
