import { Button, Input, Message, Space, Typography } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { parseNoteLink, TRACK_LINK_MAX, type TTrackedNote } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { useTrackNote } from '../hooks/useTrackNote';

type AddNoteFormProps = { onAdded: (note: TTrackedNote) => void };

/**
 * Managers and admins: track a note by its link, share text or id. Short links are caught here already
 * (they need a browser to resolve); whatever the server refuses stays in the field with its reason.
 */
export const AddNoteForm = ({ onAdded }: AddNoteFormProps) => {
  const t = useT();
  const [text, setText] = useState('');
  const [hint, setHint] = useState('');
  const add = useTrackNote((note) => {
    setText('');
    Message.success(
      note.created
        ? t('trackedNotes.add.created', { id: note.platform_note_id })
        : t('trackedNotes.add.existing', { id: note.platform_note_id }),
    );
    onAdded(note);
  });
  const submit = () => {
    const parsed = parseNoteLink(text);
    if (!text.trim()) setHint(t('trackedNotes.add.required'));
    else if (text.trim().length > TRACK_LINK_MAX)
      setHint(t('trackedNotes.add.tooLong', { max: TRACK_LINK_MAX }));
    else if (!parsed.ok && parsed.reason === 'short_link') setHint(t('trackedNotes.add.shortLink'));
    else {
      setHint('');
      add.mutate(text);
    }
  };
  const error = hint || (add.isError ? add.error.message : '');
  return (
    <div className="tracked-notes-add">
      <Space align="start" wrap>
        <Input
          aria-label={t('trackedNotes.add.label')}
          placeholder={t('trackedNotes.add.placeholder')}
          value={text}
          style={{ width: 520 }}
          allowClear
          onChange={(value) => {
            setText(value);
            setHint('');
            add.reset();
          }}
          onPressEnter={submit}
        />
        <Button type="primary" icon={<IconPlus />} loading={add.isPending} onClick={submit}>
          {t('trackedNotes.add.submit')}
        </Button>
      </Space>
      {error ? (
        <Typography.Paragraph type="error" className="tracked-notes-add-error" data-testid="track-note-error">
          {error}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary" className="tracked-notes-add-error">
          {t('trackedNotes.add.help')}
        </Typography.Paragraph>
      )}
    </div>
  );
};
