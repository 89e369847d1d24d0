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
import { CONTENT_ID_MAX, isPermitted, PERMISSIONS, type TPostDeletion } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { useUserStore } from '@/app/stores/useUserStore';
import { useDeleteNote } from '../hooks/useDeleteNote';
import { useRestoreNote } from '../hooks/useRestoreNote';

/** One notification per deleted note, so its Restore can close it. */
const notificationIdOf = (deletion: TPostDeletion) => `note-deleted-${deletion.note_id}`;

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
  const role = useUserStore((state) => state.role);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // Said on the field before anything is sent: no id typed, or longer than any note id.
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);

  const restore = useRestoreNote((restored) => {
    Notification.remove(notificationIdOf(restored));
    Message.success(t('notes.delete.restored', { id: restored.note_id }));
    onRestored?.(restored);
  });

  const remove = useDeleteNote((deletion) => {
    setOpen(false);
    setTyped('');
    onDeleted?.(deletion);
    const canRestore = isPermitted(PERMISSIONS.notes.restore, role);
    Notification.success({
      id: notificationIdOf(deletion),
      title: t('notes.delete.done', { id: deletion.note_id, comments: deletion.comments }),
      content: canRestore ? undefined : t('notes.delete.restoreHint'),
      duration: 15_000,
      btn: canRestore ? (
        // A failed restore leaves the notification up, so the user can try again.
        <Button type="primary" size="small" onClick={() => restore.mutate(deletion.note_id)}>
          {t('notes.delete.restore')}
        </Button>
      ) : undefined,
    });
  });

  const submit = () => {
    const id = typed.trim();
    if (!id) setProblem('required');
    else if (id.length > CONTENT_ID_MAX) setProblem('tooLong');
    else remove.mutate(id);
  };

  if (noteId !== undefined)
    return (
      <Popconfirm
        title={t('notes.delete.title')}
        content={t('notes.delete.intro')}
        okText={t('notes.delete.confirm')}
        okButtonProps={{ status: 'danger', loading: remove.isPending }}
        cancelText={t('notes.delete.cancel')}
        onOk={() => remove.mutateAsync(String(noteId)).catch(() => undefined)}
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
        confirmLoading={remove.isPending}
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
