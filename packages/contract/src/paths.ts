import type { TTrackingConfigSection } from './trackingConfig';

/** The three paths of one tracking-setup section: create, update (`:id`), delete (`:id`, `?force=1`). */
type SectionPaths<S extends TTrackingConfigSection> = {
  readonly create: `/api/track/config/${S}`;
  readonly update: `/api/track/config/${S}/:id`;
  readonly remove: `/api/track/config/${S}/:id/delete`;
};

const sectionPaths = <S extends TTrackingConfigSection>(section: S): SectionPaths<S> => ({
  create: `/api/track/config/${section}`,
  update: `/api/track/config/${section}/:id`,
  remove: `/api/track/config/${section}/:id/delete`,
});

/**
 * Every endpoint path, grouped by the server module that serves it. The server registers its routes with
 * these and the web client calls them; parameters are in Fastify form (`:id`), filled by `fillPath`.
 * A test checks this object against the server's OpenAPI document both ways.
 */
export const PATHS = {
  health: { check: '/healthz' },
  docs: { ui: '/api/docs', json: '/api/docs/json' },
  auth: { token: '/api/token' },
  account: {
    me: '/api/user/me',
    info: '/api/user/info',
    profile: '/api/user/profile',
    logout: '/api/user/logout',
    menu: '/api/user/menu',
    password: '/api/user/password',
  },
  tenant: {
    tenant: '/api/user/tenant',
    expandConditions: '/api/track/expand_conditions',
    displayNameKeywords: '/api/track/brand-product-display-name-search-keywords-dict',
    commResultsLists: '/api/track/content-comm-results-list',
  },
  trackingConfig: {
    read: '/api/track/config',
    accounts: sectionPaths('accounts'),
    brands: sectionPaths('brands'),
    'product-lines': sectionPaths('product-lines'),
    products: sectionPaths('products'),
    'category-keywords': sectionPaths('category-keywords'),
  },
  staff: {
    names: '/api/user/staff',
    list: '/api/admin/users',
    create: '/api/admin/users',
    disabled: '/api/admin/users/:id/disabled',
    password: '/api/admin/users/:id/password',
    role: '/api/admin/users/:id/role',
  },
  messages: { list: '/api/messages', read: '/api/messages/read' },
  exports: { list: '/api/exports', job: '/api/exports/:id', file: '/api/exports/:id/file' },
  llm: {
    settings: '/api/admin/llm-settings',
    settingsTest: '/api/admin/llm-settings/test',
    usage: '/api/admin/llm-usage',
  },
  comments: {
    list: '/api/track/content-comments',
    dailyTasks: '/api/track/daily-task-list',
    setStatus: '/api/track/set-process-status',
    editLabels: '/api/track/staff-edit-content-cls',
    genReply: '/api/track/gen-reply',
    editReply: '/api/track/staff-edit-comment-reply',
    exportXlsx: '/api/track/content-comments/export.xlsx',
  },
  notes: {
    list: '/api/track/contents',
    exportXlsx: '/api/track/contents/export.xlsx',
    cards: '/api/track/content-cards',
    detail: '/api/track/contents/:id',
    genReply: '/api/track/gen-post-reply',
    editReply: '/api/track/staff-edit-post-reply',
    deletePost: '/api/track/staff-delete-post-by-note-id',
    restorePost: '/api/track/restore-post',
    updateTrack: '/api/track/update-track',
  },
  trackedNotes: {
    deleted: '/api/track/deleted-notes',
    // Named paths under /api/track win over this one (the router prefers static segments).
    track: '/api/track/:hash',
  },
  platformUsers: {
    noteAuthors: '/api/track/post-user-list',
    commentAuthors: '/api/track/post-user-list-in-comments',
  },
  dashboards: {
    overview: '/api/track/overview',
    publicationEffect: '/api/track/publication-effect',
    brandSentiment: '/api/track/brand-sentiment',
    brandReview: '/api/track/brand-review',
    productOpportunity: '/api/track/product-opportunity',
  },
  images: { mainland: '/images/:host/*', overseas: '/images-na/:host/*' },
  classify: {
    classify: '/api/track/classify',
    model: '/api/track/classifier/model',
    retrain: '/api/track/classifier/retrain',
    trainingSet: '/api/track/classifier/training-set',
  },
  apiKeys: {
    list: '/api/admin/api-keys',
    create: '/api/admin/api-keys',
    revoke: '/api/admin/api-keys/:id/revoke',
  },
  imports: {
    start: '/api/imports',
    list: '/api/imports',
    job: '/api/imports/:id',
    errorsCsv: '/api/imports/:id/errors.csv',
    rematch: '/api/track/rematch',
    ingest: { notes: '/api/ingest/notes', comments: '/api/ingest/comments' },
  },
  personas: {
    list: '/api/track/prompt-personas-list',
    create: '/api/personas',
    update: '/api/personas/:id',
    remove: '/api/personas/:id/delete',
  },
  groupChat: {
    bot: '/api/admin/group-bot',
    botTest: '/api/admin/group-bot/test',
    send: '/api/track/send-msg-to-group',
    rules: '/api/alert-rules',
    rule: '/api/alert-rules/:id',
    ruleRemove: '/api/alert-rules/:id/delete',
  },
  feishu: {
    settings: '/api/admin/feishu-settings',
    settingsTest: '/api/admin/feishu-settings/test',
    knowledgeSync: '/api/admin/feishu-settings/knowledge-sync',
    export: '/api/track/export-contents-to-feishu',
    job: '/api/track/feishu-exports/:id',
    retry: '/api/track/feishu-exports/:id/retry',
    exportedLinks: '/api/track/exported-note-comment-link-number-dict',
  },
  knowledge: {
    list: '/api/knowledge',
    upload: '/api/knowledge/upload',
    remove: '/api/knowledge/:id/delete',
    export: '/api/knowledge/export.xlsx',
  },
} as const;
