import { Alert, Button, Collapse, Descriptions, Input, Space, Tag, Typography } from '@arco-design/web-react';
import { CLASSIFY_TEXT_MAX_LENGTH, type TClassifyResult } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { CLS_COLORS, SENTIMENT_COLORS } from '@/features/comments';
import { useClassifyComment } from '../hooks/useClassifyComment';
import './TryCommentBox.css';

/** A comment (and optionally its note) → the engine's four labels, how sure it is and which engine answered. */
export const TryCommentBox = () => {
  const t = useT();
  const [text, setText] = useState('');
  const [noteTitle, setNoteTitle] = useState('');
  const [noteText, setNoteText] = useState('');
  const [missing, setMissing] = useState(false);
  const classify = useClassifyComment();

  const submit = () => {
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    classify.mutate({
      text,
      ...(noteTitle.trim() ? { note_title: noteTitle } : {}),
      ...(noteText.trim() ? { note_text: noteText } : {}),
    });
  };

  return (
    <div className="try-comment">
      <Typography.Paragraph type="secondary">{t('classify.try.hint')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('classify.try.text')}
        placeholder={t('classify.try.placeholder')}
        value={text}
        maxLength={CLASSIFY_TEXT_MAX_LENGTH}
        showWordLimit
        autoSize={{ minRows: 3, maxRows: 8 }}
        status={missing ? 'error' : undefined}
        onChange={(value) => {
          setText(value);
          if (value.trim()) setMissing(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
        }}
      />
      {missing && <Typography.Text type="error">{t('classify.try.required')}</Typography.Text>}
      <Collapse bordered={false} className="try-comment__note">
        <Collapse.Item name="note" header={t('classify.try.noteContext')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input
              aria-label={t('classify.try.noteTitle')}
              placeholder={t('classify.try.noteTitle')}
              value={noteTitle}
              maxLength={5000}
              onChange={setNoteTitle}
            />
            <Input.TextArea
              aria-label={t('classify.try.noteText')}
              placeholder={t('classify.try.noteText')}
              value={noteText}
              maxLength={5000}
              autoSize={{ minRows: 2, maxRows: 5 }}
              onChange={setNoteText}
            />
          </Space>
        </Collapse.Item>
      </Collapse>
      <Space>
        <Button type="primary" loading={classify.isPending} onClick={submit}>
          {t('classify.try.submit')}
        </Button>
        <Typography.Text type="secondary">{t('classify.try.shortcut')}</Typography.Text>
      </Space>
      {classify.isError && (
        <Alert type="error" className="try-comment__result" content={t('classify.try.failed')} />
      )}
      {classify.data && !classify.isPending && <ClassifyResult result={classify.data} />}
    </div>
  );
};

const ClassifyResult = ({ result }: { result: TClassifyResult }) => {
  const t = useT();
  const percent = `${Math.round(result.confidence * 100)}%`;
  const data = [
    {
      label: t('classify.result.clsType'),
      value: <Tag color={CLS_COLORS[result.cls_type]}>{t(`comments.cls.${result.cls_type}`)}</Tag>,
    },
    {
      label: t('classify.result.sentiment'),
      value: (
        <Tag color={SENTIMENT_COLORS[result.sentiment]}>{t(`comments.sentiment.${result.sentiment}`)}</Tag>
      ),
    },
    {
      label: t('classify.result.negType'),
      value: result.neg_type ? t(`comments.negType.${result.neg_type}`) : '—',
    },
    { label: t('classify.result.contentType'), value: t(`comments.contentType.${result.content_type}`) },
    {
      label: t('classify.result.confidence'),
      value: (
        <Space>
          <span>{percent}</span>
          {result.needs_review ? (
            <Tag color="orange">{t('classify.result.needsReview')}</Tag>
          ) : (
            <Tag color="green">{t('classify.result.sure')}</Tag>
          )}
        </Space>
      ),
    },
    {
      label: t('classify.result.engine'),
      value: (
        <Space direction="vertical" size={2}>
          <span>{t(`classify.engine.${result.engine}`)}</span>
          {result.note && <Typography.Text type="secondary">{result.note}</Typography.Text>}
        </Space>
      ),
    },
  ];
  return (
    <Descriptions
      className="try-comment__result"
      aria-label={t('classify.result.title')}
      title={t('classify.result.title')}
      column={1}
      border
      data={data}
    />
  );
};
