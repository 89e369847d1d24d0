import { Button, Card, Message, Space, Typography } from '@arco-design/web-react';
import { IconCopy, IconEdit, IconRobot } from '@arco-design/web-react/icon';
import type { TGeneratedReply, TNoteCard, TReplyDraft } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { copyText } from '@/app/ui/copyText';
import { ReplyEditorModal, type ReplyEditorTarget } from '@/features/comments';
import { DraftNote, PersonaPicker, usePersonaChoice } from '@/features/personas';
import { editPostReply, generatePostReply } from '../api';

type NoteReplyCardProps = {
  note: TNoteCard;
  /** A saved or generated draft, to put into the cached note. */
  onDraft: (draft: TReplyDraft) => void;
};

/**
 * The note's own reply draft (gen-post-reply), with generate / edit / copy like a comment's: generated
 * with the persona chosen, its note (fallback, compliance changes, no-reply advice) shown until the next one.
 */
export const NoteReplyCard = ({ note, onDraft }: NoteReplyCardProps) => {
  const t = useT();
  const [generating, setGenerating] = useState(false);
  const [editing, setEditing] = useState<ReplyEditorTarget | null>(null);
  const [draftNote, setDraftNote] = useState<string | undefined>();

  const draftWithPersona = async (): Promise<TGeneratedReply> => {
    const draft = await generatePostReply(note.id, usePersonaChoice.getState().current());
    setDraftNote(draft.note);
    onDraft(draft);
    return draft;
  };

  const generate = async () => {
    setGenerating(true);
    try {
      await draftWithPersona();
      Message.success(t('notes.reply.generated'));
    } catch {
      // The HTTP client has shown the reason.
    } finally {
      setGenerating(false);
    }
  };
  const copy = async () => {
    if (await copyText(note.reply_text)) Message.success(t('comments.reply.copied'));
    else Message.warning(t('comments.reply.copyFailed'));
  };

  return (
    <Card
      bordered={false}
      size="small"
      title={t('notes.reply.title')}
      extra={
        <Space size={4} wrap>
          <PersonaPicker />
          <Button size="small" icon={<IconRobot />} loading={generating} onClick={() => void generate()}>
            {note.reply_text ? t('comments.reply.regenerate') : t('comments.reply.generate')}
          </Button>
          <Button
            size="small"
            icon={<IconEdit />}
            onClick={() =>
              setEditing({
                about: 'note',
                context: note.title_desc,
                text: note.reply_text,
                updatedAt: note.reply_updated_at,
              })
            }
          >
            {t('comments.reply.edit')}
          </Button>
          <Button
            size="small"
            icon={<IconCopy />}
            disabled={!note.reply_text}
            onClick={() => void copy()}
            aria-label={t('comments.reply.copy')}
          />
        </Space>
      }
    >
      <DraftNote note={draftNote} />
      {note.reply_text ? (
        <Typography.Paragraph
          className="note-reply__text"
          style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
        >
          {note.reply_text}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">{t('notes.reply.none')}</Typography.Text>
      )}
      <ReplyEditorModal
        target={editing}
        onClose={() => setEditing(null)}
        onSave={async (text, expected) => {
          onDraft(await editPostReply({ note_id: note.id, reply_text: text, expected_updated_at: expected }));
          setDraftNote(undefined);
          Message.success(t('comments.reply.saved'));
        }}
        onGenerate={draftWithPersona}
        onAcceptSaved={onDraft}
      />
    </Card>
  );
};
