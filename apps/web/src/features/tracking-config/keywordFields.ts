import type { TPlatform, TTrackingKeyword } from '@notedesk/contract';

/** The keyword tag fields of a form: one for both platforms, one per platform. */
export type KeywordFieldValues = { keywords_all: string[]; keywords_xhs: string[]; keywords_dy: string[] };

const FIELD_OF: Record<TPlatform | 'all', keyof KeywordFieldValues> = {
  all: 'keywords_all',
  xhs: 'keywords_xhs',
  dy: 'keywords_dy',
};

export const keywordFieldsOf = (keywords: readonly TTrackingKeyword[]): KeywordFieldValues => {
  const values: KeywordFieldValues = { keywords_all: [], keywords_xhs: [], keywords_dy: [] };
  for (const keyword of keywords) values[FIELD_OF[keyword.platform ?? 'all']].push(keyword.keyword);
  return values;
};

export const keywordsOf = (values: Partial<KeywordFieldValues>): TTrackingKeyword[] => [
  ...(values.keywords_all ?? []).map((keyword) => ({ keyword: keyword.trim(), platform: null })),
  ...(values.keywords_xhs ?? []).map((keyword) => ({ keyword: keyword.trim(), platform: 'xhs' as const })),
  ...(values.keywords_dy ?? []).map((keyword) => ({ keyword: keyword.trim(), platform: 'dy' as const })),
];
