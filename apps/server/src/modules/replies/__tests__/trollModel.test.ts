import { describe, expect, it } from 'vitest';
import { charGrams } from '../charBayes';
import { planCommentReply } from '../planCommentReply';
import { createTrollModel, type TrollModel } from '../trollModel';
import { isHeldOut, trollTrainingRows } from '../trollTraining';

/**
 * Session 18, round 11: a learned troll decision (character n-gram naive Bayes), trained on labelled rows and used
 * only for comments with no case of their own. New sentences, none from a troll file.
 */
const rows = [
  { text: '这种垃圾牌子也配开店，笑死', troll: true },
  { text: '水军刷的好评吧，骗鬼呢', troll: true },
  { text: '垃圾东西，谁买谁是冤大头', troll: true },
  { text: '笑死，水军又来了', troll: true },
  { text: '用了两周，脸上干皮少了', troll: false },
  { text: '快递到了，包装挺好的', troll: false },
  { text: '面霜用着很舒服，回购了', troll: false },
  { text: '包装好看，快递也快', troll: false },
];
const settings = { longest: 3, smoothing: 0.5, threshold: 0 };

/** Says "troll" to everything: what the policy's guard must hold against. */
const alwaysTroll: TrollModel = { score: () => 10, isTroll: () => true };

const planOf = (content: string, model: TrollModel, clsType: number | null = 0) =>
  planCommentReply(
    {
      comment: {
        content,
        clsType,
        negType: 'other',
        contentType: null,
        userNickname: '',
        platform: 'dy',
        spam: false,
      },
    },
    model,
  ).policy;

describe('the learned troll decision', () => {
  it('character n-grams up to the longest size', () => {
    expect(charGrams('好用吗', 2)).toEqual(['好', '用', '吗', '好用', '用吗']);
  });

  it('scores a sneer above a buyer’s note once trained', () => {
    const model = createTrollModel(rows, settings);
    expect(model.score('又是水军，垃圾')).toBeGreaterThan(model.score('用了一周，干皮好多了'));
    expect(model.isTroll('又是水军，垃圾')).toBe(true);
  });

  it('is off without a threshold, and leaves text that is not mostly Chinese to the rules', () => {
    expect(createTrollModel(rows, { ...settings, threshold: null }).isTroll('又是水军，垃圾')).toBe(false);
    expect(
      createTrollModel(rows, { ...settings, threshold: -100 }).isTroll('is this cream any good at all'),
    ).toBe(false);
  });

  it('silences a bare sneer it calls a troll', () => {
    expect(planOf('就这也好意思出来卖', alwaysTroll)).toBe('troll');
  });

  it('never silences a comment with a case of its own, whatever it says', () => {
    expect(planOf('我上周买的面霜到现在还没发货，什么破店', alwaysTroll)).not.toBe('troll');
    expect(planOf('这瓶精华到底多少钱啊', alwaysTroll)).not.toBe('troll');
    expect(planOf('真的假的，有人用过吗', alwaysTroll)).not.toBe('troll');
    expect(planOf('好用到哭，已经第三瓶了', alwaysTroll, 2)).not.toBe('troll');
  });

  it('trains on development rows only: no held-out row among them', () => {
    const training = trollTrainingRows();
    expect(training.length).toBeGreaterThan(500);
    expect(training.some((row) => isHeldOut(row.text))).toBe(false);
  });
});
