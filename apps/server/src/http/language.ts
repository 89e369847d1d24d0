export type Language = 'zh-CN' | 'en-US';

/** zh-CN unless Accept-Language prefers English (DESIGN §4). */
export const pickLanguage = (acceptLanguage: string | undefined): Language => {
  if (!acceptLanguage) return 'zh-CN';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag, q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.tag.startsWith('zh') || entry.tag.startsWith('en'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag.startsWith('en') ? 'en-US' : 'zh-CN';
};
