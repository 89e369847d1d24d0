import { describe, expect, it } from 'vitest';
import { readComment } from '../commentSignals';
import { productAbout, staffReplySimilarity } from '../findStaffReplies';
import { NO_TROLL_BUILD, readTrollBuild, TROLL_BUILD_PATTERNS } from '../trollDecision';

/**
 * Session 18, round 10: the items left alone in round 9 (the troll build's fields, the rally pattern's state, the
 * product a staff reply is matched on). New sentences written for these tests.
 */

describe('the troll build', () => {
  it('the build of a comment nobody read has every field a read build has', () => {
    const read = readTrollBuild('今天的快递到了，谢谢');
    expect(Object.keys(NO_TROLL_BUILD).sort()).toEqual(Object.keys(read).sort());
    for (const value of Object.values(NO_TROLL_BUILD)) expect(value === 0 || value === false).toBe(true);
  });

  it('no pattern keeps state between comments: the same rally reads the same twice in a row', () => {
    for (const [name, pattern] of Object.entries(TROLL_BUILD_PATTERNS))
      if (pattern instanceof RegExp) expect(pattern.flags, name).not.toContain('g');
    const rally = '各位看到这条的都一起去退货吧';
    expect(TROLL_BUILD_PATTERNS.rally.test(rally)).toBe(true);
    expect(TROLL_BUILD_PATTERNS.rally.test(rally)).toBe(true);
    expect(readTrollBuild(rally).rallies).toBe(true);
    expect(readTrollBuild(rally).rallies).toBe(true);
    expect(readComment(rally).trollBuild?.rallies).toBe(true);
  });
});

describe('a staff reply is matched on the product the comment names', () => {
  const products = [
    { id: 11, name: '积雪草修护精华' },
    { id: 12, name: '神经酰胺面霜' },
    { id: 13, name: '清透防晒乳 SPF50+' },
  ];
  const row = (content: string, productId: number, replyText: string) => ({
    commentId: 500,
    content,
    clsType: 1,
    productId,
    replyText,
    byUserId: 1,
  });

  it('a comment naming another product than its note is about the product it names', () => {
    expect(productAbout('那个防晒乳一支多少钱呀', 12, products)).toBe(13);
    expect(productAbout('这款一支多少钱呀', 12, products)).toBe(12);
  });

  it('the cream note’s price reply does not answer a sunscreen price question under the cream note', () => {
    const creamPrice = row('这款一罐多少钱呀', 12, '面霜的价格以店铺商品页为准～');
    const drafted = {
      id: 900,
      content: '防晒乳一支多少钱呀',
      clsType: 1,
      productId: 12,
      platform: 'xhs' as const,
      ownProducts: products,
    };
    expect(staffReplySimilarity(drafted, creamPrice)).toBe(0);
    // The same question asked under the sunscreen's own note was answered for the sunscreen: that reply fits.
    const sunscreenPrice = row('防晒一支多少钱呀', 13, '价格以店铺商品页为准～');
    expect(staffReplySimilarity(drafted, sunscreenPrice)).toBeGreaterThan(0);
  });
});
