import type { TPlatform } from '@notedesk/contract';
import type { Language } from '../../http/language';
import type { SensitiveTopic } from './commentSignals';

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

/** A reply staff saved to a similar comment of the tenant: the first source of a draft. */
/** A staff reply to a similar comment; `byUserId` null when its writer's account is gone. */
export type StaffReply = { commentId: number; text: string; byUserId: number | null };

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
    /** Where it was posted: calls to action differ (xhs store vs Douyin 小黄车 / live room). */
    platform: TPlatform;
    /** The spam label (stored, or the classifier's): spam gets no draft. */
    spam?: boolean;
  };
  /** The comments above this one in its thread, oldest first (empty for a top-level comment). */
  thread: { userNickname: string; content: string }[];
  note: { title: string; description: string } | null;
  productName: string | null;
  /**
   * The display names of the tenant's own products: a comment filed under none that names their categories
   * ("防晒和面霜一起买") hears them by name.
   */
  productNames?: readonly string[];
  brandName: string | null;
  /**
   * The names the brand itself comments under: its accounts' nicknames (栖溪护肤官方) and its own brand names. A comment
   * by one of them is the brand's own reply, never drafted.
   */
  ownAccountNames?: readonly string[];
  /** The tenant's tracked brands that are not its own (初沐, 雾岚): a complaint naming one is not about our product. */
  otherBrandNames?: readonly string[];
  /** false when the note is about a competitor's brand: its commenters are not our customers. */
  brandIsOwn?: boolean;
  /** true under the brand's own note, false under a blogger's (whose judgements of the blogger are not ours to answer). */
  noteIsOwn?: boolean;
  persona: ReplyPersona | null;
  /** Relevant knowledge rows (keyword + product match), most relevant first. */
  knowledge: ReplyKnowledge[];
  /** Replies staff saved to similar comments (same platform, labels and questions), most similar first. */
  staffReplies?: StaffReply[];
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
  /** The staff reply the draft repeats ("based on a reply by …"). */
  basedOn?: StaffReply;
  /** A sensitive topic (pregnancy, a medical condition, a reaction, a minor): a person should look first. */
  flag?: SensitiveTopic;
};

/**
 * The one interface the comment and note pages draft replies through: the embedded template engine,
 * or the tenant's LLM with the template engine as its fallback.
 */
export type ReplyEngine = {
  draftCommentReply: (context: CommentReplyContext) => Promise<ReplyDraftResult>;
  draftNoteReply: (context: NoteReplyContext) => Promise<ReplyDraftResult>;
};
