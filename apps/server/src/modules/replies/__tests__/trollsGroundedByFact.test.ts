import type { TNegType } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { policyOfComment } from './policyOfComment';

/**
 * Session 21, round 7: grounding means a fact (trollBuild.json `fact`, `told`, `topic`, `asked`, `contempt`). A word
 * that can name a fact (客服, 用过, 专柜, 下单, 小样, a bare money amount) grounds a comment only without contempt in the
 * writer's words or when it is asked about in a real question; a stated case grounds it however sharp. New sentences,
 * written for this file (none from a troll file or a reply set).
 */
const policyOf = (content: string, negType: TNegType) => policyOfComment(content, 0, negType, 'dy');

describe('a topic word inside contempt does not ground a troll', () => {
  it('a use of others named only to sneer', () => {
    expect(policyOf('用过别家的都知道，就这质量也好意思卖', 'effect')).toBe('troll');
  });

  it('a shop word inside a contempt question', () => {
    expect(policyOf('连个专柜都进不去的牌子，也配叫修护？', 'brand_reputation')).toBe('troll');
  });

  it('a bare money amount inside mockery', () => {
    expect(policyOf('几十块的东西吹成神仙水，笑死，脑子进水的才买', 'price')).toBe('troll');
  });

  it('an order word inside a rhetorical question', () => {
    expect(policyOf('下单的都是托吧，这种东西也有人下单？', 'marketing')).toBe('troll');
  });

  it('a sample word inside a slur', () => {
    expect(policyOf('小样都抠抠搜搜的，穷酸死了', 'price')).toBe('troll');
  });
});

describe('a fact, a real question or a topic without contempt still grounds a comment', () => {
  it('a refund waited on, beside a sneer at staff', () => {
    expect(policyOf('你们客服都是摆设吧，我退款申请提交五天了没人理', 'service')).not.toBe('troll');
  });

  it('an ingredient asked about in a real question', () => {
    expect(policyOf('吹得天花乱坠，酒精到底排第几？别装死', 'content')).not.toBe('troll');
  });

  it('what staff said to the writer, quoted, beside mocking laughter', () => {
    expect(policyOf('客服就回我一句“亲亲您好”，然后再也没人理了，笑死', 'service')).not.toBe('troll');
  });

  it('a topic word with no contempt', () => {
    expect(policyOf('客服一直不回消息，有点失望', 'service')).not.toBe('troll');
  });

  it('a price with its figure, however sharp', () => {
    expect(policyOf('就这破玩意，一瓶卖两百八，你们也好意思', 'price')).not.toBe('troll');
  });
});
