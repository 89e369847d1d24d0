import { describe, expect, it } from 'vitest';
import { policyOfComment } from './policyOfComment';

/**
 * Session 21: troll families that hold across the troll files' writers (trollBuild.json: `insinuation`, `groupJab`,
 * `looks`, `bait`, `insult`, `rivalFan`, `contemptQuestion`, `rename`, `irony` widened;
 * `prophecy`, `memeChant`, `reviewBomb` and `fleeced` new; `用没用过` no longer read as a use). New sentences,
 * none from a troll file or reply set; the guards keep a grounded comment answered.
 */
const policyOf = (content: string, clsType: number | null = 0) => policyOfComment(content, clsType);

describe('trolls across writers (session 21)', () => {
  it('an accusation whose reason is left to the reader is a troll', () => {
    expect(policyOf('又是这种牌子，为什么不能买你们自己心里有数')).toBe('troll');
  });

  it('a jab at older buyers is a troll', () => {
    expect(policyOf('这款也就退休的老年人才会买吧')).toBe('troll');
  });

  it("mocking a presenter's teeth or clothes is a troll", () => {
    expect(policyOf('小编今天穿得像菜市场的桌布')).toBe('troll');
  });

  it('a bet that the comment will be deleted is a troll', () => {
    expect(policyOf('我赌一包辣条这条撑不到中午')).toBe('troll');
  });

  it('a regional insult is a troll', () => {
    expect(policyOf('哈批东西还卖这么贵')).toBe('troll');
  });

  it('mocking a copy of another brand is a troll', () => {
    expect(policyOf('配方学都学不像，山寨就是山寨')).toBe('troll');
  });

  it('a contempt question by meme is a troll', () => {
    expect(policyOf('谁家好人买这种面霜送人啊', 100)).toBe('troll');
  });

  it('a reaction foretold by someone who has not used it is a troll', () => {
    expect(policyOf('不用试都知道会长痘，省省吧')).toBe('troll');
  });

  it('a meme chant is a troll', () => {
    expect(policyOf('已急 已老实', 100)).toBe('troll');
  });

  it('a call to bomb the ratings is a troll, even when it says use does not matter', () => {
    expect(policyOf('老铁们一起刷一星，买没买过都一样')).toBe('troll');
    expect(policyOf('大家冲一波差评，用没用过都无所谓')).toBe('troll');
  });

  it('a mocking play on the name is a troll', () => {
    expect(policyOf('这面霜干脆叫钱包杀手得了', 100)).toBe('troll');
  });

  it('mock praise is a troll', () => {
    expect(policyOf('又出新品了，好棒棒哦', 100)).toBe('troll');
  });

  it("a rival brand's fan looking down on us is a troll", () => {
    expect(policyOf('隔壁那款才是真王者，别的全是弟弟', 100)).toBe('troll');
  });

  it('buyers drawn as leeks under a knife is a troll', () => {
    expect(policyOf('🔪🥬 又一茬', 100)).toBe('troll');
  });

  it('the same insinuation beside a late refund is a complaint (guard)', () => {
    expect(policyOf('退款拖了十天还没到账，原因你们自己心里清楚')).not.toBe('troll');
  });

  it('an older buyer asking about her own skin is answered (guard)', () => {
    expect(policyOf('我们中年人用这个会不会太油？', 1)).not.toBe('troll');
  });
});
