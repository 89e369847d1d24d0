/** What a reply draft is written from. */
export type CommentReplyContext = {
  comment: {
    content: string;
    clsType: number | null;
    negType: string | null;
    contentType: string | null;
    userNickname: string;
  };
  note: { title: string; description: string } | null;
  productName: string | null;
  brandName: string | null;
  persona: { name: string; tone: string; signOff: string } | null;
};

export type NoteReplyContext = {
  note: { title: string; description: string; authorName: string };
  productName: string | null;
  brandName: string | null;
  persona: { name: string; tone: string; signOff: string } | null;
};

export type ReplyDraftResult = { text: string; source: 'model' | 'llm'; note?: string };

/**
 * The one interface the comment and note pages draft replies through. The classification and reply
 * engine issue replaces the simple template implementation behind it.
 */
export type ReplyEngine = {
  draftCommentReply: (context: CommentReplyContext) => Promise<ReplyDraftResult>;
  draftNoteReply: (context: NoteReplyContext) => Promise<ReplyDraftResult>;
};
