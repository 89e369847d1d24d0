import { describe, expect, it } from 'vitest';
import { englishPlaceName } from '../englishPlaceName';
import { REGIONS, regionName, regionsIn } from '../regionData';

describe('English place names of the area picker', () => {
  it.each([
    // The pinyin of the proper name and the kind of division in English.
    ['新疆维吾尔自治区', 'Xinjiang Uygur Autonomous Region'],
    ['广东省', 'Guangdong'],
    ['西安市', "Xi'an"],
    ['长沙市', 'Changsha'],
    ['朝阳区', 'Chaoyang District'],
    ['浦东新区', 'Pudong New Area'],
    ['和田地区', 'Hetian Prefecture'],
    ['锡林郭勒盟', 'Xilinguole League'],
    ['黔东南苗族侗族自治州', 'Qiandongnan Miao Dong Autonomous Prefecture'],
    ['石柱土家族自治县', 'Shizhu Tujia Autonomous County'],
    // The English name where it is not the pinyin, so 陕西 and 山西 differ.
    ['陕西省', 'Shaanxi'],
    ['山西省', 'Shanxi'],
    ['香港特别行政区', 'Hong Kong SAR'],
    ['内蒙古自治区', 'Inner Mongolia Autonomous Region'],
    ['乌鲁木齐市', 'Urumqi'],
  ])('names %s in English as %s', (chinese, english) => {
    expect(englishPlaceName(chinese)).toBe(english);
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
