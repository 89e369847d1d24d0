import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

/**
 * Session 18, round 12: a troll is negative, aimed at the brand, its writer, ads or content, and has no case of its
 * own (nothing used, bought, felt or dated, no part of the product, no wish, no question a reply can answer). A
 * genuine complaint of the same label has one and is answered. New sentences, none from a troll file or a blind set.
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

const drafted = async (content: string, clsType: number | null, negType: string | null) =>
  (await draftOf({ content, clsType, negType }, null)).text;

describe('negative, aimed, no case of its own: no draft', () => {
  it('a sneer at the ads with no hostile stock word', async () => {
    expect(await drafted('天天在首页刷到这家，宣传比东西本身用心多了', 0, 'marketing')).toBe('');
  });

  it('a jab at the blogger’s acting', async () => {
    expect(await drafted('这位主播演得比电视剧还投入，台词背得真熟', 0, 'blogger')).toBe('');
  });

  it('a short opinion that the brand is all hype', async () => {
    expect(await drafted('纯纯靠营销堆起来的牌子', 0, 'brand_reputation')).toBe('');
  });
});

describe('the same labels with a case of one’s own: answered', () => {
  it('a packaging wish', async () => {
    expect(await drafted('广告拍得挺花哨，希望瓶子能做得小一点方便带', 0, 'marketing')).not.toBe('');
  });

  it('a symptom told beside contempt for the ads', async () => {
    expect(await drafted('广告吹得天花乱坠，我这种敏感肌抹完就泛红', 0, 'marketing')).not.toBe('');
  });

  it('a question about the content a reply can answer', async () => {
    expect(await drafted('视频里没说这个适合什么肤质呀？', 0, 'content')).not.toBe('');
  });
});
