import type {
  TAlertRuleKind,
  TClsSource,
  TContentSource,
  TFeishuExportStatus,
  TImportStatus,
  TMessageType,
  TPlatform,
  TRole,
  TSentiment,
} from '@notedesk/contract';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Conventions that hold on both SQLite and PostgreSQL:
 * - times are epoch milliseconds (`*_at`, bigint), converted to ISO 8601 at the API edge;
 * - booleans are integers 0/1; lists and objects are JSON text;
 * - every tenant-owned row carries `tenant_id`, and every query filters on it.
 */
export type Database = {
  tenants: TenantTable;
  users: UserTable;
  sessions: SessionTable;
  platform_accounts: PlatformAccountTable;
  brands: BrandTable;
  product_lines: ProductLineTable;
  products: ProductTable;
  search_keywords: SearchKeywordTable;
  notes: NoteTable;
  comments: CommentTable;
  reply_history: ReplyHistoryTable;
  personas: PersonaTable;
  knowledge: KnowledgeTable;
  jobs: JobTable;
  messages: MessageTable;
  audit_log: AuditLogTable;
  api_keys: ApiKeyTable;
  llm_settings: LlmSettingsTable;
  llm_usage: LlmUsageTable;
  tenant_classifiers: TenantClassifierTable;
  list_name_versions: ListNameVersionTable;
  login_failures: LoginFailureTable;
  group_bots: GroupBotTable;
  alert_rules: AlertRuleTable;
  alert_hits: AlertHitTable;
  feishu_settings: FeishuSettingsTable;
  feishu_exports: FeishuExportTable;
  feishu_exported_comments: FeishuExportedCommentTable;
};

export type TenantTable = {
  id: Generated<number>;
  name: string;
  output_sheet_token: Generated<string>;
  knowledge_sheet_token: Generated<string>;
  created_at: number;
  updated_at: number;
};

export type UserTable = {
  id: Generated<number>;
  tenant_id: number;
  username: string;
  password_hash: string;
  full_name: Generated<string>;
  role: TRole;
  disabled: Generated<number>;
  email: Generated<string>;
  nickname: Generated<string>;
  country: Generated<string>;
  area: Generated<string>;
  profile: Generated<string>;
  last_login_at: number | null;
  created_at: number;
  updated_at: number;
};

/** One row per issued token (`jti`): logout and password changes revoke it. */
export type SessionTable = {
  id: string;
  tenant_id: number;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** 'logout' answers 50008; 'password' and 'disabled' answer 50012. */
  revoked_reason: 'logout' | 'password' | 'disabled' | null;
  user_agent: Generated<string>;
  ip: Generated<string>;
};

export type PlatformAccountTable = {
  id: Generated<number>;
  tenant_id: number;
  platform: TPlatform;
  account_id: string;
  nickname: string;
  created_at: number;
};

export type BrandTable = {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  display_name: string;
  is_own: number;
  created_at: number;
};

export type ProductLineTable = {
  id: Generated<number>;
  tenant_id: number;
  brand_id: number;
  name: string;
  created_at: number;
};

export type ProductTable = {
  id: Generated<number>;
  tenant_id: number;
  brand_id: number;
  product_line_id: number;
  name: string;
  display_name: string;
  /** Offered in the expand conditions for use 'submit' / 'search'. */
  use_submit: number;
  use_search: number;
  created_at: number;
};

/** A keyword that finds a brand's or product's display name, or a category keyword. */
export type SearchKeywordTable = {
  id: Generated<number>;
  tenant_id: number;
  /** null: both platforms. */
  platform: TPlatform | null;
  kind: 'brand' | 'product' | 'category';
  display_name: string;
  keyword: string;
  created_at: number;
};

export type NoteTable = {
  id: Generated<number>;
  tenant_id: number;
  platform: TPlatform;
  platform_note_id: string;
  note_type: Generated<string>;
  title: Generated<string>;
  description: Generated<string>;
  author_id: Generated<string>;
  author_name: Generated<string>;
  author_avatar: Generated<string>;
  author_fans_count: Generated<number>;
  note_url: Generated<string>;
  cover_url: Generated<string>;
  image_list: Generated<string>;
  tag_list: Generated<string>;
  ip_location: Generated<string>;
  liked_count: Generated<number>;
  collected_count: Generated<number>;
  comment_count: Generated<number>;
  share_count: Generated<number>;
  source: TContentSource;
  brand_id: number | null;
  product_line_id: number | null;
  product_id: number | null;
  keyword: Generated<string>;
  tracked: Generated<number>;
  /** 1: a person set source/brand/line/product/keyword by hand (update-track); re-matching leaves it. */
  tracking_manual: Generated<number>;
  published_at: number;
  deleted_at: number | null;
  deleted_by: number | null;
  /** The note's own reply draft (every version is in reply_history). */
  reply_text: Generated<string>;
  reply_updated_at: number | null;
  reply_updated_by: number | null;
  created_at: number;
  updated_at: number;
};

export type CommentTable = {
  id: Generated<number>;
  tenant_id: number;
  platform: TPlatform;
  platform_comment_id: string;
  platform_note_id: string;
  /** null until the note arrives. */
  note_id: number | null;
  /** Platform id of the parent comment; '' for top-level comments. */
  parent_comment_id: Generated<string>;
  content: string;
  user_id: Generated<string>;
  user_nickname: Generated<string>;
  user_avatar: Generated<string>;
  ip_location: Generated<string>;
  like_count: Generated<number>;
  sub_comment_count: Generated<number>;
  pictures: Generated<string>;
  published_at: number;
  /** Copied from the note so list filters need no join (kept in step by update-track). */
  source: TContentSource | null;
  brand_id: number | null;
  product_line_id: number | null;
  product_id: number | null;
  keyword: Generated<string>;
  /** Copied from the note (migration 0021): 0 keeps the comment out of the list until its note is tracked. */
  tracked: Generated<number>;
  cls_type: number | null;
  sentiment: TSentiment | null;
  neg_type: string | null;
  content_type: string | null;
  cls_source: TClsSource | null;
  cls_confidence: number | null;
  needs_review: Generated<number>;
  /** 1: ads, 代购, 兼职, 互关, contact details, links (issue #14); never a lead or a negative. Migration 0017. */
  spam: Generated<number>;
  /** Why the classifier chose (the rules that fired or the words that weighed), for the row's hover. */
  cls_reason: Generated<string>;
  process_status: Generated<number>;
  process_staff_id: number | null;
  process_note: Generated<string>;
  process_updated_at: number | null;
  /** The latest suggested reply (every version is in reply_history). */
  reply_text: Generated<string>;
  reply_updated_at: number | null;
  reply_updated_by: number | null;
  /** '' or the generator's advice not to reply publicly (NO_REPLY_NOTES); migration 0011. */
  reply_advice: Generated<string>;
  /** '' or the sensitive topic of the latest generated draft (ZReplyFlag); migration 0016. */
  reply_flag: Generated<string>;
  /**
   * The user whose saved reply the latest generated draft repeats, null when composed; no foreign key, an id
   * finding no user means the user is gone (migration 0022).
   */
  reply_based_on_user_id: number | null;
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
};

export type ReplyHistoryTable = {
  id: Generated<number>;
  tenant_id: number;
  target: 'comment' | 'note';
  comment_id: number | null;
  note_id: number | null;
  text: string;
  source: TClsSource;
  persona_id: number | null;
  created_by: number | null;
  created_at: number;
};

export type PersonaTable = {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  tone: Generated<string>;
  sign_off: Generated<string>;
  do_rules: Generated<string>;
  dont_rules: Generated<string>;
  examples: Generated<string>;
  created_at: number;
  updated_at: number;
};

/** A Q&A row of the tenant's knowledge; `product` '' = any product, `keywords` a JSON list. */
export type KnowledgeTable = {
  id: Generated<number>;
  tenant_id: number;
  question: string;
  answer: string;
  product: Generated<string>;
  keywords: Generated<string>;
  /** '' = uploaded or kept in NoteDesk; 'feishu_sheet' = synced from the Feishu knowledge sheet (migration 0025). */
  source: Generated<'' | 'feishu_sheet'>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
};

export type JobTable = {
  id: Generated<number>;
  tenant_id: number;
  kind: string;
  status: TImportStatus;
  payload: Generated<string>;
  progress: Generated<string>;
  result: Generated<string>;
  error: Generated<string>;
  created_by: number | null;
  claimed_by: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
};

export type MessageTable = {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  type: TMessageType;
  title: string;
  content: Generated<string>;
  sender: Generated<string>;
  read_at: number | null;
  created_at: number;
  /** A product event (`messageEvents.json`) rendered in the reader's language; null for a written message. */
  event: string | null;
  /** The event's `{name}` values, as a JSON object. */
  params: string | null;
  /** Where the message leads in the app, e.g. `/comment-maintenance?id=…` or a download path. */
  link: string | null;
};

export type AuditLogTable = {
  id: Generated<number>;
  tenant_id: number;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  before: Generated<string>;
  after: Generated<string>;
  created_at: number;
};

export type ApiKeyTable = {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  prefix: string;
  key_hash: string;
  created_by: number | null;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
};

/** A tenant's own LLM provider; the key AES-256-GCM encrypted (see modules/llm/secretBox). */
export type LlmSettingsTable = {
  tenant_id: number;
  base_url: string;
  model: string;
  api_key_encrypted: string | null;
  classify_enabled: number;
  reply_enabled: number;
  daily_token_quota: number | null;
  updated_by: number | null;
  updated_at: number;
};

/** Tokens spent per tenant and UTC day (YYYY-MM-DD). */
export type LlmUsageTable = {
  tenant_id: number;
  day: string;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  requests: Generated<number>;
  fallbacks: Generated<number>;
};

/** A tenant's retrained embedded model: the corrections snapshot it learnt from and its measured figures. */
export type TenantClassifierTable = {
  tenant_id: number;
  /** JSON array of the staff corrections trained on: text and the four labels. */
  corrections: string;
  correction_count: number;
  examples: number;
  training_ms: number;
  /** JSON of the held-out figures (TClassifierHeldOut). */
  held_out: string;
  trained_by: number | null;
  trained_at: number;
  /** 1: a release changed the classifier; this tenant's model-labelled comments wait to be labelled by its model. */
  relabel_pending: Generated<number>;
};

/** Changes to the names a comment list row shows (note, brand, product line, product, staff), counted by triggers. */
export type ListNameVersionTable = {
  tenant_id: number;
  version: number;
};

/** Failed logins in the current window; `key` is `u:<username>` or `a:<client address>`. */
export type LoginFailureTable = {
  key: string;
  failures: number;
  started_at: number;
};

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type TenantRow = Selectable<TenantTable>;
export type SessionRow = Selectable<SessionTable>;
export type NoteRow = Selectable<NoteTable>;
export type NewNote = Insertable<NoteTable>;
export type CommentRow = Selectable<CommentTable>;
export type NewComment = Insertable<CommentTable>;
export type MessageRow = Selectable<MessageTable>;

/** A tenant's Feishu custom bot; the signing secret sealed by the server's secret box. */
export type GroupBotTable = {
  tenant_id: number;
  webhook_url: string;
  /** Where cards link back to (the scheme and host NoteDesk is opened at). */
  app_url: string;
  secret_encrypted: string | null;
  /** The language cards and alerts are written in (zh-CN or en-US). */
  card_language: Generated<string>;
  updated_by: number | null;
  updated_at: number;
};

/** A tenant's Feishu app; the secret AES-256-GCM encrypted (see modules/llm/secretBox). */
export type FeishuSettingsTable = {
  tenant_id: number;
  base_url: string;
  app_id: string;
  app_secret_encrypted: string | null;
  /** The last knowledge-sheet sync's outcome as JSON ('' before the first). */
  knowledge_sync: Generated<string>;
  /** Start (epoch ms) of the latest timer period a server process claimed the knowledge-sheet sync of. */
  knowledge_sync_claimed: Generated<number>;
  updated_by: number | null;
  updated_at: number;
};

export type AlertRuleTable = {
  id: Generated<number>;
  tenant_id: number;
  kind: TAlertRuleKind;
  neg_type: string | null;
  product_id: number | null;
  threshold: number | null;
  hours: number | null;
  enabled: Generated<number>;
  created_by: number | null;
  created_at: number;
};

/** An alert sent (or being sent): claimed once per (rule, comment) by whichever process gets there first. */
export type AlertHitTable = {
  rule_id: number;
  comment_id: number;
  tenant_id: number;
  created_at: number;
};

/** One export of comments to the output sheet; `request` is the JSON input, kept for Retry. */
export type FeishuExportTable = {
  id: Generated<number>;
  tenant_id: number;
  user_id: number | null;
  request: string;
  sheet_token: string;
  status: TFeishuExportStatus;
  total: Generated<number>;
  written: Generated<number>;
  skipped: Generated<number>;
  failure: string | null;
  feishu_code: number | null;
  feishu_msg: Generated<string>;
  created_at: number;
  finished_at: number | null;
  /** The process running it (`host:pid:instance`); a restart fails the ones whose process is gone. */
  claimed_by: string | null;
};

/** A comment written to a sheet: the reason it is never written there again. */
export type FeishuExportedCommentTable = {
  tenant_id: number;
  comment_id: number;
  note_id: number | null;
  sheet_token: string;
  export_id: number;
  exported_at: number;
  /** 1 while its chunk is on its way to Feishu (not yet known to be in the sheet). */
  pending: Generated<number>;
  /** The last sheet row of the chunk that carried it (Feishu's updatedRange); null while pending. */
  sheet_row: number | null;
};
