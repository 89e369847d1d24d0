import { describe, expect, it } from 'vitest';
import { englishPlaceName } from '../englishPlaceName';
import { REGIONS, regionName, regionsIn } from '../regionData';

describe('English place names of the area picker', () => {
  it('gives the pinyin of the proper name and the kind of division in English', () => {
    expect(englishPlaceName('新疆维吾尔自治区')).toBe('Xinjiang Uygur Autonomous Region');
    expect(englishPlaceName('广东省')).toBe('Guangdong');
    expect(englishPlaceName('西安市')).toBe("Xi'an");
    expect(englishPlaceName('长沙市')).toBe('Changsha');
    expect(englishPlaceName('朝阳区')).toBe('Chaoyang District');
    expect(englishPlaceName('浦东新区')).toBe('Pudong New Area');
    expect(englishPlaceName('和田地区')).toBe('Hetian Prefecture');
    expect(englishPlaceName('锡林郭勒盟')).toBe('Xilinguole League');
    expect(englishPlaceName('黔东南苗族侗族自治州')).toBe('Qiandongnan Miao Dong Autonomous Prefecture');
    expect(englishPlaceName('石柱土家族自治县')).toBe('Shizhu Tujia Autonomous County');
  });

  it('uses the English name where it is not the pinyin, so 陕西 and 山西 differ', () => {
    expect(englishPlaceName('陕西省')).toBe('Shaanxi');
    expect(englishPlaceName('山西省')).toBe('Shanxi');
    expect(englishPlaceName('香港特别行政区')).toBe('Hong Kong SAR');
    expect(englishPlaceName('内蒙古自治区')).toBe('Inner Mongolia Autonomous Region');
    expect(englishPlaceName('乌鲁木齐市')).toBe('Urumqi');
  });

  it('names every province and city of the picker in Latin letters, each province once', () => {
    const english = regionsIn('en-US');
    expect(english).toHaveLength(REGIONS.length);
    const names = english.flatMap((province) => [
      province.name,
      ...(province.children ?? []).map((city) => city.name),
    ]);
    expect(names.length).toBeGreaterThan(450);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-zü' ]+$/);
    expect(new Set(english.map((province) => province.name)).size).toBe(english.length);
  });

  it('keeps Chinese in zh-CN, and names a stored area in the reader language', () => {
    expect(regionsIn('zh-CN')).toBe(REGIONS);
    expect(regionName('650100', 'zh-CN')).toBe('新疆维吾尔自治区 / 乌鲁木齐市');
    expect(regionName('650100', 'en-US')).toBe('Xinjiang Uygur Autonomous Region / Urumqi');
  });
});
