import { describe, expect, it } from 'vitest';
import { readComment } from '../commentSignals';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { joinProductNames } from '../joinProductNames';
import { demoDraftOf } from './demoReplyContext';

const draftOf = demoDraftOf(createTemplateReplyEngine());

/**
 * Session 19, found reading about 300 drafts for an imported crawl (crawl-h): a child asked about without an age
 * got a delivery answer; reviews saying 没啥感觉 / 还是要挠 were taken for questions and promised a check; "too
 * expensive, I can't bear to use it" was told "是我们的问题". New sentences written for these tests.
 */
describe('drafts read off an imported crawl', () => {
  it('a child asked about without an age is a minor, flagged, with no purchase push', async () => {
    const draft = await draftOf({ content: '小朋友能涂吗 暑假带她去三亚', clsType: 1 }, '清透防晒乳 SPF50+');
    expect(draft.text).toMatch(/医生/);
    expect(draft.text).not.toMatch(/发货|快递|物流/);
    expect(readComment('小朋友能涂吗 暑假带她去三亚').sensitive).toBe('minor');
  });

  it('没啥 / 没什么 / 还是要 in a review are statements, not questions', () => {
    expect(readComment('上脸没啥负担 吸收也快 就是香味一般').asks).toBe(false);
    expect(readComment('涂了两周 没什么变化 脸还是会干').asks).toBe(false);
    expect(readComment('面霜和乳液先用哪个 还是一起用').asks).toBe(true);
  });

  it('a price complaint is met on price, not told it was our fault', async () => {
    const { text } = await draftOf(
      { content: '小小一瓶要两百多 学生党实在舍不得', clsType: 0, negType: 'price' },
      '积雪草修护精华',
    );
    expect(text).not.toMatch(/是我们的问题|没做好|遇到这样的情况/);
    expect(text).toMatch(/价格|贵|活动/);
  });
});

describe('several products named at once', () => {
  it('are listed with 、 and one 和, not 和 after 和 (a draft on crawl-h: 氨基酸洁面乳和积雪草修护精华和神经酰胺面霜和…)', () => {
    expect(joinProductNames(['洁面乳', '精华', '面霜', '防晒乳'])).toBe('洁面乳、精华、面霜和防晒乳');
    expect(joinProductNames(['精华', '面霜'])).toBe('精华和面霜');
    expect(joinProductNames(['面霜'])).toBe('面霜');
  });
});

describe('drafts read off crawl-h after round 14', () => {
  it('a disappointed review that names who recommended it is no praise; 暗沉还是暗沉 asks nothing', async () => {
    expect(readComment('痘印还是痘印 一个月了').asks).toBe(false);
    const { text } = await draftOf(
      {
        content: '闺蜜推荐的我才下单，抹了三周，毛孔还是毛孔，鼻翼的红一点没退，说实话挺失望的，钱白花了吧',
        clsType: 0,
        negType: 'effect',
      },
      '积雪草修护精华',
    );
    expect(text).not.toMatch(/谢谢你的(?:认可|喜欢)|开心/);
    expect(text).toMatch(/抱歉|失望/);
  });

  it('妊娠纹 is a pregnancy question: flagged, with a doctor', async () => {
    expect(readComment('肚子上的妊娠纹涂这个有用吗').sensitive).toBe('pregnancy');
  });
});
