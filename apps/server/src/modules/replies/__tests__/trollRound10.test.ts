import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

/**
 * Session 18, round 10: trolls read by how they are built: a crowd called on to report or flood (aimed at the brand
 * whether or not it is named), a threat to expose, the writer or anchor told to go away, other buyers' wits insulted,
 * staff or fans called paid; and the genuine comments that share those shapes. New sentences, none from a troll file.
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

const noDraft = async (content: string, clsType: number | null, negType: string | null) =>
  expect((await draftOf({ content, clsType, negType }, null)).text, content).toBe('');

describe('built like a troll: no draft', () => {
  it('a crowd called on to report the note, naming nobody', async () => {
    await noDraft('路过的朋友们一起去举报这篇笔记', null, null);
  });

  it('a crowd told to charge and leave a bad review each', async () => {
    await noDraft('老铁们冲！一人一个一星，让这个号凉凉', 0, 'other');
  });

  it('a threat to expose with nothing of one’s own', async () => {
    await noDraft('视频我都存好了，明天就发到网上，你们等着瞧', 0, 'brand_reputation');
  });

  it('the anchor told to go away', async () => {
    await noDraft('讲得一点意思都没有，快下播吧', 0, 'blogger');
  });

  it('other buyers’ wits insulted, and fans called paid', async () => {
    await noDraft('买了的姐妹，建议先查查脑子有没有问题', 0, 'other');
    await noDraft('评论区夸的那几个，一个月拿多少啊', 0, 'marketing');
  });
});

describe('genuine comments of the same shape are answered', () => {
  it('a threat to expose beside one’s own leaking parcel', async () => {
    const { text } = await draftOf(
      { content: '我买的面霜漏了一半，三天没人处理，再不处理我就发到网上', clsType: 0, negType: 'service' },
      '神经酰胺面霜',
    );
    expect(text).toContain('私信');
  });

  it('a warning to others after one’s own reaction', async () => {
    const draft = await draftOf(
      { content: '我买的精华用了起疹子，姐妹们敏感肌先别买，等客服给说法', clsType: 0, negType: 'effect' },
      '积雪草修护精华',
    );
    expect(draft.text).not.toBe('');
    expect(draft.flag).toBeTruthy();
  });

  it('a warning to others that the product does nothing is a verdict on its effect: answered', async () => {
    const { text } = await draftOf(
      { content: '家人们别买了，这支防晒涂了跟没涂一样', clsType: 0, negType: 'effect' },
      '清透防晒乳 SPF50+',
    );
    expect(text).not.toBe('');
  });

  it('"we" returning together is the writer’s own case, not a rally', async () => {
    const { text } = await draftOf(
      { content: '我们一起去退货吧，面霜漏了', clsType: 0, negType: 'service' },
      '神经酰胺面霜',
    );
    expect(text).not.toBe('');
  });
});
