import type { Language } from '../../http/language';

/** The voice a draft is written in (the tenant's persona, spec §7 prompt-personas-list). */
export type ReplyPersona = {
  name: string;
  tone: string;
  signOff: string;
  /** Free text, one rule a line. */
  doRules: string;
  dontRules: string;
  exampleReplies: string[];
};

/** One row of the tenant's knowledge (Q&A the replies must respect), picked for this comment. */
export type ReplyKnowledge = { question: string; answer: string; product: string | null };

/** What a reply draft is written from. */
export type CommentReplyContext = {
  /** Whose settings (LLM, quota) apply. */
  tenantId: number;
  comment: {
    content: string;
    clsType: number | null;
    negType: string | null;
    contentType: string | null;
    userNickname: string;
  };
  /** The comments above this one in its thread, oldest first (empty for a top-level comment). */
  thread: { userNickname: string; content: string }[];
  note: { title: string; description: string } | null;
  productName: string | null;
  brandName: string | null;
  /** false when the note is about a competitor's brand: its commenters are not our customers. */
  brandIsOwn?: boolean;
  persona: ReplyPersona | null;
  /** Relevant knowledge rows (keyword + product match), most relevant first. */
  knowledge: ReplyKnowledge[];
  /** The draft it holds now: a regenerate offers a different variant. */
  previousDraft?: string;
  /** The language of the request: notes staff read beside the draft (e.g. why the LLM fell back); zh-CN when absent. */
  language?: Language;
};

export type NoteReplyContext = {
  tenantId: number;
  note: { title: string; description: string; authorName: string };
  productName: string | null;
  brandName: string | null;
  persona: ReplyPersona | null;
  knowledge: ReplyKnowledge[];
  previousDraft?: string;
  language?: Language;
};

export type ReplyDraftResult = {
  text: string;
  source: 'model' | 'llm';
  /** Shown to staff beside the draft, e.g. "LLM timed out; drafted by the embedded templates". */
  note?: string;
};

/**
 * The one interface the comment and note pages draft replies through: the embedded template engine,
 * or the tenant's LLM with the template engine as its fallback.
 */
export type ReplyEngine = {
  draftCommentReply: (context: CommentReplyContext) => Promise<ReplyDraftResult>;
  draftNoteReply: (context: NoteReplyContext) => Promise<ReplyDraftResult>;
};
