import {
  Button,
  Form,
  Input,
  Message,
  Modal,
  Notification,
  Popconfirm,
  Typography,
} from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { CONTENT_ID_MAX, type TPostDeletion } from '@notedesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../app/i18n/useT';
import { useUserStore } from '../../../app/stores/useUserStore';
import { COMMENTS_KEY, DAILY_TASKS_KEY } from '../../comments';
import { deletePost, NOTES_KEY, restorePost } from '../api';

type DeleteNoteButtonProps = {
  /** On a note's page: that note, confirmed with a click. Without it the user types the id. */
  noteId?: number;
  onDeleted?: (deletion: TPostDeletion) => void;
  onRestored?: (deletion: TPostDeletion) => void;
};

/**
 * Soft-deletes a note by id (ours or the platform's). Afterwards a notification offers Restore to
 * managers and admins, who are the only ones the server lets restore.
 */
export const DeleteNoteButton = ({ noteId, onDeleted, onRestored }: DeleteNoteButtonProps) => {
  const t = useT();
  const client = useQueryClient();
  const role = useUserStore((state) => state.role);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // Said on the field before anything is sent: no id typed, or longer than any note id.
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: COMMENTS_KEY });
    void client.invalidateQueries({ queryKey: DAILY_TASKS_KEY });
    void client.invalidateQueries({ queryKey: NOTES_KEY });
  };

  const restore = async (deletion: TPostDeletion, notificationId: string) => {
    try {
      const restored = await restorePost(deletion.note_id);
      Notification.remove(notificationId);
      Message.success(t('notes.delete.restored', { id: restored.note_id }));
      refresh();
      onRestored?.(restored);
    } catch {
      // The HTTP client has shown why; the notification stays so the user can try again.
    }
  };

  const remove = async (id: string) => {
    setBusy(true);
    try {
      const deletion = await deletePost(id);
      setOpen(false);
      setTyped('');
      refresh();
      onDeleted?.(deletion);
      const notificationId = `note-deleted-${deletion.note_id}`;
      const canRestore = role === 'manager' || role === 'admin';
      Notification.success({
        id: notificationId,
        title: t('notes.delete.done', { id: deletion.note_id, comments: deletion.comments }),
        content: canRestore ? undefined : t('notes.delete.restoreHint'),
        duration: 15_000,
        btn: canRestore ? (
          <Button type="primary" size="small" onClick={() => void restore(deletion, notificationId)}>
            {t('notes.delete.restore')}
          </Button>
        ) : undefined,
      });
    } catch {
      // The HTTP client has shown the server's sentence; the typed id stays in the field.
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const id = typed.trim();
    if (!id) setProblem('required');
    else if (id.length > CONTENT_ID_MAX) setProblem('tooLong');
    else void remove(id);
  };

  if (noteId !== undefined)
    return (
      <Popconfirm
        title={t('notes.delete.title')}
        content={t('notes.delete.intro')}
        okText={t('notes.delete.confirm')}
        okButtonProps={{ status: 'danger', loading: busy }}
        cancelText={t('notes.delete.cancel')}
        onOk={() => remove(String(noteId))}
      >
        <Button status="danger" icon={<IconDelete />}>
          {t('notes.delete.title')}
        </Button>
      </Popconfirm>
    );

  return (
    <>
      <Button status="danger" icon={<IconDelete />} onClick={() => setOpen(true)}>
        {t('notes.delete.button')}
      </Button>
      <Modal
        title={t('notes.delete.title')}
        visible={open}
        onCancel={() => setOpen(false)}
        okText={t('notes.delete.confirm')}
        cancelText={t('notes.delete.cancel')}
        okButtonProps={{ status: 'danger' }}
        confirmLoading={busy}
        onOk={submit}
      >
        <Typography.Paragraph type="secondary">{t('notes.delete.intro')}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item
            label={t('notes.delete.label')}
            validateStatus={problem ? 'error' : undefined}
            help={problem ? t(`notes.delete.${problem}`, { max: CONTENT_ID_MAX }) : undefined}
          >
            <Input
              aria-label={t('notes.delete.label')}
              placeholder={t('notes.delete.placeholder')}
              value={typed}
              onChange={(value) => {
                setTyped(value);
                setProblem(null);
              }}
              onPressEnter={submit}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
