import { Button, Form, Input, Space, Tag } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';

/** What a write-only secret field does on save: keep the stored secret, replace it, or clear it. */
export type SecretChange = { value: string; clear: boolean };

export const NO_SECRET_CHANGE: SecretChange = { value: '', clear: false };

type WriteOnlySecretFieldProps = {
  /** The field's words: `<words>` its label, `<words>.help`, `<words>.placeholderNew`, `<words>.placeholderReplace`. */
  words: 'aiSettings.apiKey' | 'groupChat.bot.secret' | 'feishu.appSecret';
  /** Whether a secret is stored (the server never returns it). */
  isSet: boolean;
  /** What the admin typed or cleared so far, and where a change goes (`useSecretChange`). */
  secret: { change: SecretChange; onChange: (change: SecretChange) => void };
  /** Offers "clear the stored secret" when one is set. */
  clearable?: boolean;
  maxLength: number;
  testId: string;
};

/**
 * A secret the server keeps sealed and never answers (an API key, a signing secret): its state as "set" /
 * "not set", a box to type a replacement, and optionally "clear". The form sends only what changed
 * (`secretInput`).
 */
export const WriteOnlySecretField = ({
  words,
  isSet,
  secret: { change, onChange },
  clearable = false,
  maxLength,
  testId,
}: WriteOnlySecretFieldProps) => {
  const t = useT();
  const label = t(words);
  return (
    <Form.Item label={label} extra={t(`${words}.help`)}>
      <Space className="write-only-secret__state" data-testid={testId}>
        {isSet && !change.clear ? (
          <Tag color="green">{t('common.secret.set')}</Tag>
        ) : (
          <Tag>{change.clear ? t('common.secret.willClear') : t('common.secret.notSet')}</Tag>
        )}
        {clearable && isSet ? (
          <Button size="mini" type="text" onClick={() => onChange({ value: '', clear: !change.clear })}>
            {change.clear ? t('common.secret.undoClear') : t('common.secret.clear')}
          </Button>
        ) : null}
      </Space>
      <Input.Password
        aria-label={label}
        value={change.value}
        onChange={(value) => onChange({ ...change, value })}
        disabled={change.clear}
        autoComplete="new-password"
        visibilityToggle={false}
        maxLength={maxLength}
        placeholder={isSet ? t(`${words}.placeholderReplace`) : t(`${words}.placeholderNew`)}
      />
    </Form.Item>
  );
};

/** The secret's part of a settings input: omitted keeps the stored one, null clears it, text replaces it. */
export const secretInput = <K extends string>(name: K, change: SecretChange) =>
  (change.clear ? { [name]: null } : change.value.trim() ? { [name]: change.value.trim() } : {}) as Partial<
    Record<K, string | null>
  >;
