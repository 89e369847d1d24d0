import { Alert, Card, Form, Input, Message, Typography } from '@arco-design/web-react';
import type { TFeishuSettings, TFeishuSettingsInput, TFeishuTestResult } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { SettingsFormActions } from '@/app/ui/SettingsFormActions';
import { trimmedPatternRule } from '@/app/ui/trimmedPatternRule';
import { useSecretChange } from '@/app/ui/useSecretChange';
import { secretInput, WriteOnlySecretField } from '@/app/ui/WriteOnlySecretField';
import { useSaveFeishuSettings } from '../hooks/useSaveFeishuSettings';
import { useTestFeishu } from '../hooks/useTestFeishu';

type FormValues = Omit<TFeishuSettingsInput, 'app_secret'>;

const URL_PATTERN = /^(https?:\/\/\S+)?$/i;
/** A token (`!<sheetId>` optional) or the sheet's address as the browser shows it (as the server takes it). */
const SHEET_PATTERN =
  /^(([A-Za-z0-9_-]+(![A-Za-z0-9_-]+)?)|(https?:\/\/[^/\s?#]+\/sheets\/[A-Za-z0-9_-]+\/?([?#]\S*)?))?$/i;

const valuesOf = (settings: TFeishuSettings): FormValues => ({
  base_url: settings.base_url,
  app_id: settings.app_id,
  output_sheet_token: settings.output_sheet_token,
  knowledge_sheet_token: settings.knowledge_sheet_token,
});

/**
 * Base address, app id, a write-only app secret ("set" / "not set"; type to replace), the two sheet tokens;
 * and a Test that names what is wrong with each (credentials, output sheet, knowledge sheet).
 */
export const FeishuSettingsForm = ({ settings }: { settings: TFeishuSettings }) => {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const secret = useSecretChange();
  const [testResult, setTestResult] = useState<TFeishuTestResult | null>(null);
  const save = useSaveFeishuSettings(() => {
    secret.reset();
    Message.success(t('feishu.saved'));
  });
  const test = useTestFeishu(setTestResult);

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    save.mutate({
      base_url: values.base_url.trim(),
      app_id: values.app_id.trim(),
      output_sheet_token: values.output_sheet_token.trim(),
      knowledge_sheet_token: values.knowledge_sheet_token.trim(),
      ...secretInput('app_secret', secret.change),
    });
  };

  return (
    <Card bordered={false} title={t('feishu.title')}>
      <Form form={form} layout="vertical" initialValues={valuesOf(settings)} onSubmit={submit}>
        <Form.Item
          label={t('feishu.baseUrl')}
          field="base_url"
          extra={t('feishu.baseUrl.help', { url: settings.default_base_url })}
          rules={[trimmedPatternRule(URL_PATTERN, t('feishu.baseUrl.invalid'))]}
        >
          <Input placeholder={settings.default_base_url} autoComplete="off" maxLength={500} />
        </Form.Item>
        <Form.Item label={t('feishu.appId')} field="app_id">
          <Input placeholder="cli_…" autoComplete="off" maxLength={100} />
        </Form.Item>
        <WriteOnlySecretField
          words="feishu.appSecret"
          isSet={settings.app_secret_set}
          secret={secret}
          maxLength={200}
          testId="feishu-secret-state"
        />
        <Form.Item
          label={t('feishu.outputSheet')}
          field="output_sheet_token"
          extra={t('feishu.outputSheet.help')}
          rules={[trimmedPatternRule(SHEET_PATTERN, t('feishu.sheet.invalid'))]}
        >
          <Input autoComplete="off" maxLength={500} />
        </Form.Item>
        <Form.Item
          label={t('feishu.knowledgeSheet')}
          field="knowledge_sheet_token"
          extra={t('feishu.knowledgeSheet.help')}
          rules={[trimmedPatternRule(SHEET_PATTERN, t('feishu.sheet.invalid'))]}
        >
          <Input autoComplete="off" maxLength={500} />
        </Form.Item>
        <SettingsFormActions
          words="feishu"
          saving={save.isPending}
          testing={test.isPending}
          onTest={() => test.mutate()}
        />
      </Form>
      {testResult ? <FeishuTestAlert result={testResult} /> : null}
    </Card>
  );
};

const FeishuTestAlert = ({ result }: { result: TFeishuTestResult }) => {
  const t = useT();
  return (
    <Alert
      className="feishu-test-result"
      type={result.ok ? 'success' : 'error'}
      data-testid="feishu-test-result"
      title={result.ok ? t('feishu.test.ok') : t('feishu.test.failed')}
      content={
        result.ok ? null : (
          <ul className="feishu-test-result__checks">
            {result.checks.map((check) => (
              <li key={check.subject}>
                <Typography.Text bold>{t(`feishu.check.${check.subject}`)}</Typography.Text>
                {t('feishu.check.separator')}
                {check.ok ? t('feishu.check.ok') : check.detail}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
};
