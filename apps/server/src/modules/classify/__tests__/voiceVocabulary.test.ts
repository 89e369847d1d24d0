import { describe, expect, it } from 'vitest';
import { advisesAnother, VOICE_VOCABULARY } from '../voiceVocabulary';

// Sentences written for this test, not taken from any labelled set.
describe('voiceVocabulary', () => {
  it('reads advice or a correction given to another commenter (round 8)', () => {
    for (const text of [
      '回三楼：那不是过敏 是刷酸后屏障薄了 先停两天',
      '楼上说卸不干净的 你试试先把手和脸擦干再抹',
      '说面霜搓泥的那几位 抹薄一点就好了',
      '@小鹿同学 建议你去皮肤科查查过敏原',
    ]) {
      expect(advisesAnother(text), text).toBe(true);
    }
  });

  it('leaves the commenter’s own verdict, own trouble and plain agreement alone', () => {
    for (const text of [
      '有人说闷痘 我用了两个月没问题 可能是抹太厚',
      '楼上说得对 这个用完我下巴全是闭口',
      '我用了三天就过敏了 建议品牌方改改配方',
      '试试看吧 希望别踩雷',
    ]) {
      expect(advisesAnother(text), text).toBe(false);
    }
  });

  it('tells words to another commenter by a reply opener only', () => {
    expect(VOICE_VOCABULARY.addressed.test('回复二楼：我也是油皮')).toBe(true);
    expect(VOICE_VOCABULARY.addressed.test('五楼的办法我试过')).toBe(false);
  });
});
