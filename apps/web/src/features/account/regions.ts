/** Areas offered in the profile form: 6-digit codes, provinces end in 0000, cities in 00 (spec §9). */
export type Region = { code: string; zh: string; en: string; children?: Region[] };

export const REGIONS: readonly Region[] = [
  {
    code: '110000',
    zh: '北京市',
    en: 'Beijing',
    children: [{ code: '110100', zh: '北京市', en: 'Beijing' }],
  },
  {
    code: '310000',
    zh: '上海市',
    en: 'Shanghai',
    children: [{ code: '310100', zh: '上海市', en: 'Shanghai' }],
  },
  {
    code: '330000',
    zh: '浙江省',
    en: 'Zhejiang',
    children: [
      { code: '330100', zh: '杭州市', en: 'Hangzhou' },
      { code: '330200', zh: '宁波市', en: 'Ningbo' },
    ],
  },
  {
    code: '440000',
    zh: '广东省',
    en: 'Guangdong',
    children: [
      { code: '440100', zh: '广州市', en: 'Guangzhou' },
      { code: '440300', zh: '深圳市', en: 'Shenzhen' },
    ],
  },
  {
    code: '510000',
    zh: '四川省',
    en: 'Sichuan',
    children: [{ code: '510100', zh: '成都市', en: 'Chengdu' }],
  },
];

/** Province code, then city code, for a stored area code. */
export const regionPath = (code: string): string[] => {
  for (const province of REGIONS) {
    if (province.code === code) return [province.code];
    const city = province.children?.find((child) => child.code === code);
    if (city) return [province.code, city.code];
  }
  return [];
};

export const regionName = (code: string, locale: string): string => {
  const names = regionPath(code).map((part) => {
    const province = REGIONS.find((item) => item.code === part);
    const found =
      province ?? REGIONS.flatMap((item) => item.children ?? []).find((item) => item.code === part);
    return found ? (locale === 'zh-CN' ? found.zh : found.en) : part;
  });
  return [...new Set(names)].join(' / ');
};
