import type { TClsType, TContentType, TNegType, TSentiment } from '@notedesk/contract';
import type { Language } from '../../http/language';

/** What a comment is classified from. */
export type ClassifyInput = { text: string; noteTitle?: string; noteText?: string };

/** The four labels of DESIGN §5 with the engine's confidence. */
export type CommentLabels = {
  cls_type: TClsType;
  sentiment: TSentiment;
  /** Only for negative comments (cls_type 0). */
  neg_type: TNegType | null;
  content_type: TContentType;
  /**
   * Ads, 代购, 兼职, 互关, contact details, links: then cls_type 100, neutral, non_product; never drafted.
   * The embedded classifier always answers it; an engine that cannot tell (the LLM prompt) leaves it out.
   */
  spam?: boolean;
  /** 0–1; below the engine's threshold the comment is flagged for staff review. */
  confidence: number;
  needs_review: boolean;
  /** Which engine answered: the embedded model, or the tenant's LLM (with a note when it fell back). */
  engine: 'model' | 'llm';
  note?: string;
  /** Why, in a few words for a hover: the rules that decided, or the words that weighed most. */
  reason?: string;
};

/**
 * The one interface comments are classified through: on import, on ingest, and from the "try a comment"
 * box. Implementations must keep order (one result per input, same index) and never throw for odd text.
 */
export type CommentClassifier = {
  classify: (inputs: readonly ClassifyInput[], options?: ClassifyOptions) => Promise<CommentLabels[]>;
};

/**
 * Whose comments these are: the tenant's own model (staff corrections) and LLM settings apply.
 * `language`: of the fallback note when the LLM could not answer (zh-CN unless given).
 */
export type ClassifyOptions = { tenantId?: number; language?: Language };
