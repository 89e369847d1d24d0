import { describe, expect, it } from 'vitest';
import { policyOfComment } from './policyOfComment';

/**
 * Session 20: trolls read by meaning that carries across writers (trollBuild.json's `insinuation`, `standing`,
 * `threat`, `looks`). New sentences, none from a troll file or reply set.
 */
const policyOf = (content: string, clsType: number | null = 0) => policyOfComment(content, clsType);

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
