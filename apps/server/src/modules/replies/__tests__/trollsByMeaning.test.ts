import { describe, expect, it } from 'vitest';
import { planCommentReply } from '../planCommentReply';
import { showsContempt, statesFact } from '../trollMeaning';
import { createTrollModel } from '../trollModel';

/**
 * Session 20: trolls read by meaning that carries across writers (trollBuild.json's `insinuation`, `standing`,
 * `threat`, `looks`), and the meaning model's guards. New sentences, none from a troll file or reply set.
 */
const policyOf = (content: string, clsType: number | null = 0) =>
  planCommentReply({
    comment: {
      content,
      clsType,
      negType: 'other',
      contentType: null,
      userNickname: '',
      platform: 'xhs',
      spam: false,
    },
  }).policy;

describe('trolls by meaning (session 20)', () => {
  it('an accusation left unsaid is a troll', () => {
    expect(policyOf('这家工厂里啥情况，懂得都懂')).toBe('troll');
  });

  it('a claimed expert standing put in place of a case is a troll', () => {
    expect(policyOf('本人化妆品工程师，这种牌子我看都不看')).toBe('troll');
  });

  it('a threat is a troll', () => {
    expect(policyOf('等着吧，看你们能嚣张到几时')).toBe('troll');
  });

  it("mocking a presenter's looks is a troll", () => {
    expect(policyOf('主播长成这样还出来卖护肤品')).toBe('troll');
  });

  it('the same insinuation beside an order problem is a complaint (guard)', () => {
    expect(policyOf('快递五天没动，客服也不回，懂的都懂')).toBe('complaint');
  });
});

describe('the meaning model (session 20, off by default)', () => {
  const rows = [
    { text: '就这也配卖，呵呵', troll: true },
    { text: '懂的都懂，别问为什么', troll: true },
    { text: '谁用谁知道，省省吧', troll: true },
    { text: '面霜用了一周，额头起了闭口', troll: false },
    { text: '快递三天还没发货', troll: false },
    { text: '太贵了，性价比不高', troll: false },
  ];
  const model = createTrollModel(rows, { longest: 3, smoothing: 0.5, threshold: -10, features: 'meaning' });

  it('never silences a comment that states a fact, whatever its score', () => {
    expect(statesFact('泵头按了两次就坏了，呵呵')).toBe(true);
    expect(model.isTroll('泵头按了两次就坏了，呵呵')).toBe(false);
  });

  it('never silences a critique that shows no contempt', () => {
    expect(showsContempt('主播讲话太快了听不清')).toBe(false);
    expect(model.isTroll('主播讲话太快了听不清')).toBe(false);
  });

  it('scores contempt with no fact above a plain critique', () => {
    expect(model.score('就这还好意思卖，省省吧')).toBeGreaterThan(model.score('主播讲话太快了听不清'));
  });
});
