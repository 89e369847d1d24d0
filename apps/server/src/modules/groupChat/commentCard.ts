import type { Language } from '../../http/language';
import { commentLink } from '../comments/commentLink';
import type { GroupBotMessage } from './groupBotMessage';
import { groupChatWord } from './groupChatWord';

/** What a card says about one comment. */
export type CardComment = {
  note_id: number | null;
  note_title: string | null;
  content: string;
  user_nickname: string;
  cls_type: number | null;
  reply_text: string;
};

/** Feishu renders plain_text as written: user content can never turn into markup or a mention. */
const plain = (content: string) => ({ tag: 'plain_text', content });

const clsWord = (language: Language, clsType: number | null): string =>
  groupChatWord(language, clsType === null ? 'cls_none' : `cls_${clsType}`);

/**
 * An interactive card about one or more comments: for each, its note, the comment, its class, the reply draft
 * and a button back to it in NoteDesk (`origin` + the comment page). `template` colours the header.
 */
export const commentCard = (
  comments: CardComment[],
  options: { language: Language; origin: string; title: string; footer: string; template: string },
): GroupBotMessage => {
  const { language } = options;
  const word = (key: string) => groupChatWord(language, key);
  const colon = language === 'zh-CN' ? '：' : ': ';
  const elements = comments.flatMap((comment, index) => {
    const lines = [
      `${word('labelNote')}${colon}${comment.note_title || word('noNote')}`,
      `${word('labelComment')}${colon}${comment.content}`,
      `${word('labelAuthor')}${colon}${comment.user_nickname}`,
      `${word('labelClass')}${colon}${clsWord(language, comment.cls_type)}`,
      `${word('labelReply')}${colon}${comment.reply_text || word('noReply')}`,
    ];
    return [
      ...(index > 0 ? [{ tag: 'hr' }] : []),
      { tag: 'div', text: plain(lines.join('\n')) },
      {
        tag: 'action',
        actions: [
          {
            tag: 'button',
            text: plain(word('openComment')),
            type: 'default',
            url: `${options.origin}${commentLink(comment)}`,
          },
        ],
      },
    ];
  });
  return {
    msg_type: 'interactive',
    card: {
      config: { wide_screen_mode: true },
      header: { title: plain(options.title), template: options.template },
      elements: [...elements, { tag: 'note', elements: [plain(options.footer)] }],
    },
  };
};
