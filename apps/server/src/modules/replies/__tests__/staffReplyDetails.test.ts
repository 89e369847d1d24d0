import { describe, expect, it } from 'vitest';
import { staffReplySimilarity } from '../findStaffReplies';

/**
 * Session 21: a staff reply written for one person's detail (an age, an acid they use) is not offered as the draft
 * for a comment that names neither. Read on imported crawl drafts: 卸完还要用洗面奶吗 was offered "38岁可以用的…".
 * New sentences written for these tests.
 */
const products = [
  { id: 21, name: '积雪草修护精华' },
  { id: 22, name: '氨基酸洁面乳' },
];

const staffRow = (content: string, replyText: string) => ({
  commentId: 900,
  content,
  clsType: 1,
  productId: 21,
  replyText,
  byUserId: 2,
});

const draftedComment = (content: string) => ({
  id: 901,
  content,
  clsType: 1,
  productId: 21,
  platform: 'xhs' as const,
  ownProducts: products,
});

describe('a staff reply keeps to the details of the comment it is offered for', () => {
  it('an age the answered comment gave is not repeated to a comment that gives none', () => {
    const row = staffRow(
      '请问45岁皮肤松了能用吗',
      '45岁可以用的，修护精华以保湿修护为主，按日常步骤用就好～',
    );
    expect(staffReplySimilarity(draftedComment('给家里老人用这个行吗'), row)).toBe(0);
    // The same age asked again: the reply fits.
    expect(staffReplySimilarity(draftedComment('45岁了 皮肤有点松 能用吗'), row)).toBeGreaterThan(0);
  });

  it('an acid the answered comment used is not brought into a comment about no acid', () => {
    const row = staffRow(
      '我晚上用水杨酸 修护精华放前面还是后面',
      '可以搭配，晚上先用水杨酸，吸收后再用修护精华，刚开始隔天叠加～',
    );
    expect(staffReplySimilarity(draftedComment('修护精华放在乳液前面还是后面'), row)).toBe(0);
    expect(staffReplySimilarity(draftedComment('刷水杨酸的话 修护精华放前面还是后面'), row)).toBeGreaterThan(
      0,
    );
  });
});

describe('a staff reply to the same kind of question shares some wording with the comment', () => {
  it('a price answer is not offered for a discount question with no word in common', () => {
    const row = staffRow('修护精华一瓶多少钱', '修护精华的价格在主页店铺能看到，活动期间还有满减～');
    expect(staffReplySimilarity(draftedComment('教师节有没有老师折扣'), row)).toBe(0);
    expect(staffReplySimilarity(draftedComment('精华一瓶要多少钱啊'), row)).toBeGreaterThan(0);
  });
});
