import { Alert, Form, Input, Modal } from '@arco-design/web-react';
import {
  PERSONA_EXAMPLE_MAX,
  PERSONA_EXAMPLES_MAX,
  PERSONA_NAME_MAX,
  PERSONA_RULES_MAX,
  PERSONA_SIGN_OFF_MAX,
  PERSONA_TONE_MAX,
  type TPersona,
  type TPersonaInput,
} from '@notedesk/contract';
import { useEffect } from 'react';
import { useT } from '@/app/i18n/useT';

type PersonaFormValues = Omit<TPersonaInput, 'examples'> & { examples: string };

type PersonaFormModalProps = {
  /** null: closed; 'new': create; a persona: edit it. */
  editing: TPersona | 'new' | null;
  submitting: boolean;
  /** The server's refusal (e.g. the name is taken); the form keeps what was typed. */
  failure: { field?: string; message: string } | null;
  onSubmit: (input: TPersonaInput) => void;
  onCancel: () => void;
};

const EMPTY: PersonaFormValues = {
  name: '',
  tone: '',
  sign_off: '',
  do_rules: '',
  dont_rules: '',
  examples: '',
};

const examplesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Create or edit a persona: name, tone, sign-off, do / don't rules, example replies. */
export const PersonaFormModal = ({
  editing,
  submitting,
  failure,
  onSubmit,
  onCancel,
}: PersonaFormModalProps) => {
  const t = useT();
  const [form] = Form.useForm<PersonaFormValues>();

  useEffect(() => {
    if (editing === null) return;
    form.setFieldsValue(editing === 'new' ? EMPTY : { ...editing, examples: editing.examples.join('\n') });
  }, [editing, form]);

  useEffect(() => {
    if (failure?.field === 'name') form.setFields({ name: { error: { message: failure.message } } });
  }, [failure, form]);

  const maxLength = (max: number) => ({
    validator: (value: string | undefined, callback: (error?: string) => void) =>
      callback(value && value.trim().length > max ? t('personas.form.tooLong', { max }) : undefined),
  });

  return (
    <Modal
      title={editing === 'new' ? t('personas.form.createTitle') : t('personas.form.editTitle')}
      visible={editing !== null}
      confirmLoading={submitting}
      okText={t('personas.form.submit')}
      cancelText={t('personas.form.cancel')}
      maskClosable={false}
      style={{ width: 640 }}
      onOk={async () => {
        const values = await form.validate().catch(() => null);
        if (!values) return;
        onSubmit({
          name: values.name.trim(),
          tone: values.tone.trim(),
          sign_off: values.sign_off.trim(),
          do_rules: values.do_rules.trim(),
          dont_rules: values.dont_rules.trim(),
          examples: examplesOf(values.examples),
        });
      }}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
    >
      <Form form={form} layout="vertical" initialValues={EMPTY} aria-label={t('personas.form.createTitle')}>
        <Form.Item
          label={t('personas.form.name')}
          field="name"
          rules={[
            {
              validator: (value: string | undefined, callback) =>
                callback(value?.trim() ? undefined : t('personas.form.name.required')),
            },
            maxLength(PERSONA_NAME_MAX),
          ]}
        >
          <Input placeholder={t('personas.form.name.placeholder')} maxLength={PERSONA_NAME_MAX} />
        </Form.Item>
        <Form.Item label={t('personas.form.tone')} field="tone" rules={[maxLength(PERSONA_TONE_MAX)]}>
          <Input placeholder={t('personas.form.tone.placeholder')} maxLength={PERSONA_TONE_MAX} />
        </Form.Item>
        <Form.Item
          label={t('personas.form.signOff')}
          field="sign_off"
          rules={[maxLength(PERSONA_SIGN_OFF_MAX)]}
        >
          <Input placeholder={t('personas.form.signOff.placeholder')} maxLength={PERSONA_SIGN_OFF_MAX} />
        </Form.Item>
        <Form.Item
          label={t('personas.form.doRules')}
          field="do_rules"
          rules={[maxLength(PERSONA_RULES_MAX)]}
          extra={t('personas.form.rulesHint')}
        >
          <Input.TextArea
            placeholder={t('personas.form.doRules.placeholder')}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item
          label={t('personas.form.dontRules')}
          field="dont_rules"
          rules={[maxLength(PERSONA_RULES_MAX)]}
        >
          <Input.TextArea
            placeholder={t('personas.form.dontRules.placeholder')}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item
          label={t('personas.form.examples', { max: PERSONA_EXAMPLES_MAX })}
          field="examples"
          rules={[
            {
              validator: (value: string | undefined, callback) => {
                const examples = examplesOf(value ?? '');
                if (examples.length > PERSONA_EXAMPLES_MAX)
                  return callback(t('personas.form.tooManyExamples', { max: PERSONA_EXAMPLES_MAX }));
                const long = examples.findIndex((example) => example.length > PERSONA_EXAMPLE_MAX);
                return callback(
                  long >= 0
                    ? t('personas.form.exampleTooLong', { line: long + 1, max: PERSONA_EXAMPLE_MAX })
                    : undefined,
                );
              },
            },
          ]}
        >
          <Input.TextArea
            placeholder={t('personas.form.examples.placeholder')}
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
      </Form>
      {failure && failure.field !== 'name' ? (
        <Alert type="error" content={t('personas.form.failed', { reason: failure.message })} />
      ) : null}
    </Modal>
  );
};
