import { pinyin } from 'pinyin-pro';
import placeNames from './englishPlaceNames.json';

type Pair = readonly [chinese: string, english: string];

/** Longest first, so 自治州 is taken before 州-less 市 or 区, 蒙古族 before 蒙古. */
const longestFirst = (pairs: readonly (readonly string[])[]): Pair[] =>
  pairs
    .map(([chinese = '', english = '']) => [chinese, english] as const)
    .sort((a, b) => b[0].length - a[0].length);

const KINDS = longestFirst(placeNames.kinds);
const PEOPLES = longestFirst(placeNames.peoples);
const OFFICIAL: Record<string, string> = placeNames.official;

/** The pair whose Chinese ends `name`, leaving at least two characters of proper name before it. */
const endingOf = (name: string, pairs: readonly Pair[]): Pair | undefined =>
  pairs.find(([chinese]) => name.endsWith(chinese) && name.length - chinese.length >= 2);

/** Pinyin without tones, syllables joined, capitalised; an apostrophe where a syllable starts with a vowel. */
const romanised = (properName: string): string => {
  const syllables = pinyin(properName, { toneType: 'none', type: 'array' });
  const joined = syllables
    .map((syllable, index) => (index > 0 && /^[aeo]/.test(syllable) ? `'${syllable}` : syllable))
    .join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
};

/** The peoples an autonomous area's name ends with, and the proper name before them (昌吉 + 回族). */
const splitPeoples = (name: string): { properName: string; peoples: string[] } => {
  const people = endingOf(name, PEOPLES);
  if (!people) return { properName: name, peoples: [] };
  const before = splitPeoples(name.slice(0, -people[0].length));
  return { properName: before.properName, peoples: [...before.peoples, people[1]] };
};

/**
 * A place of China in English: 新疆维吾尔自治区 → "Xinjiang Uygur Autonomous Region", 西安市 → "Xi'an",
 * 香港特别行政区 → "Hong Kong SAR". The proper name is its pinyin unless englishPlaceNames.json says otherwise.
 */
export const englishPlaceName = (chinese: string): string => {
  const kind = endingOf(chinese, KINDS);
  const named = kind ? chinese.slice(0, -kind[0].length) : chinese;
  // Only an autonomous area names its peoples (昌吉回族自治州: 昌吉 + 回族 + 自治州).
  const { properName, peoples } = kind?.[0].startsWith('自治')
    ? splitPeoples(named)
    : { properName: named, peoples: [] };
  return [OFFICIAL[properName] ?? romanised(properName), ...peoples, kind?.[1] ?? '']
    .filter((word) => word !== '')
    .join(' ');
};
