import { describe, expect, it } from 'vitest';
import { RELIEF_VOCABULARY, toldRelieved } from '../reliefVocabulary';

// Sentences written for this test, not taken from any labelled set.
describe('reliefVocabulary', () => {
  it('reads a problem told as better, less, shorter, gone or no longer', () => {
    for (const text of [
      '下巴那块的干纹浅多了',
      '脱皮轻了不少 继续用',
      '每次发作的时间短了很多',
      '用到第二罐 脸颊再没起过皮',
      '好久没冒痘了 感动',
      '红斑消退得比预想快',
      '上个冬天手裂口子一道一道的 今年终于不裂了',
      '之前每天早上鼻翼脱皮 现在基本看不到',
      '一颗都没冒',
    ]) {
      expect(toldRelieved(text), text).toBe(true);
    }
  });

  it('reads only a little left, the remedy no longer needed, a tight face no more, quicker healing (round 6)', () => {
    for (const text of [
      '闭口从一脸到只剩额头几颗',
      '红斑就剩下一小块了',
      '终于不用再每晚敷药了',
      '洗完脸不紧了',
      '痘印消得比以前快',
    ]) {
      expect(toldRelieved(text), text).toBe(true);
    }
  });

  it('reads relief told by comparison with before, a count of one, better by far (round 8)', () => {
    for (const text of [
      '额头没以前那么容易冒闭口了',
      '洗完不像原来那样一摸就紧绷',
      '这两周只冒了一颗 还很快瘪了',
      '膝盖那块干裂比入冬时好太多',
      '手背的皲口少了一大半',
      '入秋到现在 嘴角不皴了',
    ]) {
      expect(toldRelieved(text), text).toBe(true);
    }
  });

  it('reads the trouble put down to stress or exams told after it as one’s own skin (round 9)', () => {
    expect(RELIEF_VOCABULARY.ownSkin.test('月考前下巴狂冒痘，压力太大了')).toBe(true);
    expect(RELIEF_VOCABULARY.ownSkin.test('抹完第二天就冒痘 气死')).toBe(false);
  });

  it('reads mostly gone and hardly felt now (round 9)', () => {
    for (const text of [
      '手腕上那片小疙瘩退得七七八八了',
      '嘴角的红印好得差不多了',
      '这周脸颊几乎不怎么干了',
      '前阵子起的风团 现在基本没痒过',
    ]) {
      expect(toldRelieved(text), text).toBe(true);
    }
    expect(toldRelieved('用到现在还是痒得不行')).toBe(false);
  });

  it('reads two complaints joined by 又…又… as no relapse, a thing come back as one (round 8)', () => {
    expect(RELIEF_VOCABULARY.relapse.test('刚用那晚脖子又痒又胀')).toBe(false);
    expect(RELIEF_VOCABULARY.relapse.test('以为好了 结果下巴又冒了')).toBe(true);
  });

  it('keeps a complaint when the problem came back or only went while in use', () => {
    for (const text of [
      '刚好了几天又开始痒',
      '用着还行 一停就反弹',
      '停了两天又红回来了',
      '痘痘消了没几天 脸颊又冒',
    ]) {
      expect(toldRelieved(text), text).toBe(false);
    }
  });

  it('does not read relief into a plain complaint or a rejection', () => {
    for (const text of [
      '没有好转 还是起皮',
      '不再回购了',
      '越用越干',
      '用了三天脸就刺痛',
      '保湿没以前那么好了',
      '用了第二天就长了一颗大痘',
    ]) {
      expect(toldRelieved(text), text).toBe(false);
    }
  });

  it('tells relief only in part, or not judged yet', () => {
    expect(RELIEF_VOCABULARY.partial.test('斑点淡了一点点 再观察两周')).toBe(true);
    expect(RELIEF_VOCABULARY.partial.test('斑点淡了很多')).toBe(false);
  });

  it('tells a described skin type from a reaction', () => {
    expect(RELIEF_VOCABULARY.ownSkin.test('像我这种一晒就泛红的')).toBe(true);
    expect(RELIEF_VOCABULARY.ownSkin.test('敏感期也敢上脸')).toBe(true);
    expect(RELIEF_VOCABULARY.ownSkin.test('过敏期可以用吗')).toBe(true);
    expect(RELIEF_VOCABULARY.ownSkin.test('用了两次就泛红')).toBe(false);
    // a sensitivity to something named, the season or stress blamed, no product used (round 8)
    expect(RELIEF_VOCABULARY.ownSkin.test('我一沾酒精棉片就起疹')).toBe(true);
    expect(RELIEF_VOCABULARY.ownSkin.test('期末周下巴全是闭口')).toBe(true);
    expect(RELIEF_VOCABULARY.ownSkin.test('一碰这瓶乳液就泛红')).toBe(false);
    expect(RELIEF_VOCABULARY.ownSkin.test('换季抹了这个面霜就爆痘')).toBe(false);
  });
});
