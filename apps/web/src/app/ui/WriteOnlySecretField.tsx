import { Button, Form, Input, Space, Tag } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';

/** What a write-only secret field does on save: keep the stored secret, replace it, or clear it. */
export type SecretChange = { value: string; clear: boolean };

export const NO_SECRET_CHANGE: SecretChange = { value: '', clear: false };

type WriteOnlySecretFieldProps = {
  label: string;
  help: string;
  /** Whether a secret is stored (the server never returns it). */
  isSet: boolean;
  change: SecretChange;
  onChange: (change: SecretChange) => void;
  /** Offers "clear the stored secret" when one is set. */
  clearable?: boolean;
  placeholderNew: string;
  placeholderReplace: string;
  maxLength: number;
  testId: string;
};

/**
 * A secret the server keeps sealed and never answers (an API key, a signing secret): its state as "set" /
 * "not set", a box to type a replacement, and optionally "clear". The form sends only what changed
 * (`secretInput`).
 */
export const WriteOnlySecretField = ({
  label,
  help,
  isSet,
  change,
  onChange,
  clearable = false,
  placeholderNew,
  placeholderReplace,
  maxLength,
  testId,
}: WriteOnlySecretFieldProps) => {
  const t = useT();
  return (
    <Form.Item label={label} extra={help}>
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
        placeholder={isSet ? placeholderReplace : placeholderNew}
      />
    </Form.Item>
  );
};

/** The secret's part of a settings input: omitted keeps the stored one, null clears it, text replaces it. */
export const secretInput = <K extends string>(name: K, change: SecretChange) =>
  (change.clear ? { [name]: null } : change.value.trim() ? { [name]: change.value.trim() } : {}) as Partial<
    Record<K, string | null>
  >;
