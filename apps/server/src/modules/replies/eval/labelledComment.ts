import type { CommentLabels } from '../../classify/commentClassifier';
import type { CommentReplyContext } from '../replyEngine';

/** A set row's comment as the draft service passes it: its text and platform with the classifier's labels on import. */
export const labelledComment = (
  row: { text: string; platform: CommentReplyContext['comment']['platform'] },
  label: CommentLabels,
): CommentReplyContext['comment'] => ({
  content: row.text,
  clsType: label.cls_type,
  negType: label.neg_type,
  contentType: label.content_type,
  userNickname: '',
  platform: row.platform,
  spam: label.spam,
});
