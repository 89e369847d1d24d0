/** Browser storage keys the spec names (§3, §4); other apps on the origin may read them. */
export const STORAGE_KEYS = {
  token: 'token',
  locale: 'arco-locale',
  tenantName: 'tenantNames',
  sheetToken: 'sheetToken',
  knowledgeSheetToken: 'knowSheetToken',
  /** sessionStorage: the target platform (spec §1 keeps it under a "theme" key). */
  platform: 'theme',
  /** sessionStorage: the open tabs of this browser tab; not named by the spec. */
  tabs: 'notedesk-tabs',
  /** Display settings; not named by the spec. */
  settings: 'notedesk-settings',
} as const;
