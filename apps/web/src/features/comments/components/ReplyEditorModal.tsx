import { Alert, Button, Input, Modal, Space, Typography } from '@arco-design/web-react';
import { IconRobot } from '@arco-design/web-react/icon';
import { REPLY_MAX_LENGTH, type TGeneratedReply, type TReplyDraft } from '@notedesk/contract';
import { useEffect, useState } from 'react';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { DraftNote, PersonaPicker } from '@/features/personas';
import { type ReplyConflict, replyConflictOf, resolveReplyConflict } from '../conflict';
import { replyProblem } from '../replyValidation';
import { CommentText } from './CommentText';
import './ReplyEditorModal.css';

export type ReplyEditorTarget = {
  /** What is being answered (comment or note text), shown above the editor. */
  context: string;
  /** Whether `context` is a comment (the default) or a note, for its label. */
  about?: 'comment' | 'note';
  text: string;
  /** The draft's `reply_updated_at` as last seen: saving over a newer one by someone else is a 409. */
  updatedAt: string | null;
};

type ReplyEditorModalProps = {
  target: ReplyEditorTarget | null;
  onSave: (text: string, expectedUpdatedAt: string | null) => Promise<void>;
  /** Someone else's saved version was chosen: show it and close. */
  onAcceptSaved: (draft: TReplyDraft) => void;
  onClose: () => void;
  /** Generates a draft with the chosen persona (saved by the server) and returns it with its note. */
  onGenerate?: () => Promise<TGeneratedReply>;
};

/**
 * Edits a reply draft. The text stays in the editor on every failure; a 409 shows both versions and
 * lets the user keep theirs or the saved one.
 */
export const ReplyEditorModal = ({
  target,
  onSave,
  onAcceptSaved,
  onClose,
  onGenerate,
}: ReplyEditorModalProps) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState('');
  const [conflict, setConflict] = useState<ReplyConflict | null>(null);
  const [saving, setSaving] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  const [savedAt, setSavedAt] = useState<string | null>(null);

  useEffect(() => {
    setText(target?.text ?? '');
    setFailure('');
    setConflict(null);
    setNote(undefined);
    setSavedAt(target?.updatedAt ?? null);
  }, [target]);

  const generate = async () => {
    if (!onGenerate) return;
    setGenerating(true);
    try {
      const draft = await onGenerate();
      setText(draft.reply_text);
      setNote(draft.note);
      // The generated draft is saved: edits now go over it.
      setSavedAt(draft.reply_updated_at);
    } catch {
      // The HTTP client has shown why; the text in the editor is kept.
    } finally {
      setGenerating(false);
    }
  };

  const problem = replyProblem(text);
  const save = async (reply: string, expected: string | null) => {
    setSaving(true);
    setFailure('');
    try {
      await onSave(reply.trim(), expected);
      onClose();
    } catch (error) {
      const found = replyConflictOf(error, reply);
      if (found) setConflict(found);
      else setFailure(t('comments.editor.failed', { reason: error instanceof Error ? error.message : '' }));
    } finally {
      setSaving(false);
    }
  };

  const choose = (choice: 'mine' | 'theirs') => {
    if (!conflict) return;
    const resolution = resolveReplyConflict(conflict, choice);
    if (resolution.type === 'accept') {
      onAcceptSaved(resolution.draft);
      onClose();
    } else {
      setConflict(null);
      void save(resolution.reply_text, resolution.expected_updated_at);
    }
  };

  const count = text.trim().length;
  return (
    <Modal
      title={t('comments.editor.title')}
      visible={target !== null}
      onCancel={onClose}
      maskClosable={false}
      unmountOnExit
      style={{ width: 640 }}
      footer={
        conflict ? null : (
          <Space>
            <Button onClick={onClose}>{t('comments.editor.cancel')}</Button>
            <Button
              type="primary"
              loading={saving}
              disabled={problem !== null}
              onClick={() => void save(text, savedAt)}
            >
              {t('comments.editor.save')}
            </Button>
          </Space>
        )
      }
    >
      {target?.context ? (
        <div className="reply-editor__context">
          <Typography.Text type="secondary">
            {t(target.about === 'note' ? 'comments.editor.note' : 'comments.editor.comment')}
          </Typography.Text>
          <CommentText text={target.context} lines={3} />
        </div>
      ) : null}
      {conflict ? (
        <div className="reply-editor__conflict" role="alert">
          <Alert
            type="warning"
            title={t('comments.conflict.title')}
            content={t('comments.conflict.replyIntro', {
              name: conflict.theirs.reply_updated_by?.name ?? t('comments.conflict.someone'),
              time: conflict.theirs.reply_updated_at
                ? formatDateTime(conflict.theirs.reply_updated_at, locale)
                : '—',
            })}
          />
          <div className="reply-editor__versions">
            <section>
              <Typography.Text bold>{t('comments.conflict.mine')}</Typography.Text>
              <p className="reply-editor__version">{conflict.mine}</p>
              <Button type="primary" onClick={() => choose('mine')} loading={saving}>
                {t('comments.conflict.keepMine')}
              </Button>
            </section>
            <section>
              <Typography.Text bold>{t('comments.conflict.theirs')}</Typography.Text>
              <p className="reply-editor__version">{conflict.theirs.reply_text}</p>
              <Button onClick={() => choose('theirs')}>{t('comments.conflict.keepTheirs')}</Button>
            </section>
          </div>
        </div>
      ) : (
        <>
          {onGenerate ? (
            <div className="reply-editor__generate">
              <PersonaPicker />
              <Button size="small" icon={<IconRobot />} loading={generating} onClick={() => void generate()}>
                {t('personas.picker.generate')}
              </Button>
            </div>
          ) : null}
          <DraftNote note={note} />
          <Input.TextArea
            aria-label={t('comments.editor.title')}
            placeholder={t('comments.editor.placeholder')}
            value={text}
            onChange={setText}
            autoSize={{ minRows: 4, maxRows: 12 }}
            autoFocus
          />
          <div className="reply-editor__meta">
            <Typography.Text type={count > REPLY_MAX_LENGTH ? 'error' : 'secondary'}>
              {t('comments.editor.count', { count, max: REPLY_MAX_LENGTH })}
            </Typography.Text>
          </div>
          {problem && text !== '' ? <Alert type="error" content={t(problem.key, problem.params)} /> : null}
          {problem && text === '' ? <Alert type="info" content={t(problem.key)} /> : null}
          {failure ? <Alert type="error" content={failure} className="reply-editor__failure" /> : null}
        </>
      )}
    </Modal>
  );
};
