import { Form, InputTag } from '@arco-design/web-react';
import { TRACKING_KEYWORDS_MAX, TRACKING_NAME_MAX } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';

const FIELDS = [
  { field: 'keywords_all', label: 'trackingConfig.keywords.all' },
  { field: 'keywords_xhs', label: 'trackingConfig.keywords.xhs' },
  { field: 'keywords_dy', label: 'trackingConfig.keywords.dy' },
] as const;

/** Search keywords of a brand or product: for both platforms, or for one only. Enter adds a keyword. */
export const KeywordFields = () => {
  const t = useT();
  return (
    <>
      {FIELDS.map(({ field, label }) => (
        <Form.Item
          key={field}
          label={t(label)}
          field={field}
          extra={field === 'keywords_all' ? t('trackingConfig.keywords.help') : undefined}
          rules={[
            {
              validator: (value: string[] | undefined, callback) =>
                callback(
                  (value ?? []).some((keyword) => keyword.trim().length > TRACKING_NAME_MAX)
                    ? t('trackingConfig.keywords.tooLong', { max: TRACKING_NAME_MAX })
                    : (value ?? []).length > TRACKING_KEYWORDS_MAX
                      ? t('trackingConfig.keywords.tooMany', { max: TRACKING_KEYWORDS_MAX })
                      : undefined,
                ),
            },
          ]}
        >
          <InputTag
            aria-label={t(label)}
            allowClear
            saveOnBlur
            placeholder={t('trackingConfig.keywords.placeholder')}
          />
        </Form.Item>
      ))}
    </>
  );
};
