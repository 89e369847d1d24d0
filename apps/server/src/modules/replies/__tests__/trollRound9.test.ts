import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

/**
 * Session 17, round 9: trolls read by how they are built rather than by their words (no case of one's own, a
 * campaign, a disclaimer before a rumour, a quote sneered at, a renamed brand, a threat), and the genuine comments
 * that share those shapes. New sentences written for these tests, none from a troll file.
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

describe('no case of one’s own: a troll, whatever the words', () => {
  it('rallying others to boycott or return, with nothing bought or used, gets no draft', async () => {
    for (const content of [
      '宝子们听我的都别买了，一起抵制这个牌子',
      '我压根没买过，但是建议大家一起去退货，别惯着',
    ])
      expect((await draftOf({ content, clsType: 0, negType: 'brand_reputation' }, null)).text, content).toBe(
        '',
      );
  });

  it('a disclaimer before a rumour about the brand gets no draft', async () => {
    const { text } = await draftOf(
      { content: '纯路人，就是觉得这种网红牌子火不过三年', clsType: 0, negType: 'brand_reputation' },
      null,
    );
    expect(text).toBe('');
  });

  it('the brand renamed in mockery, or a threat unless paid, gets no draft', async () => {
    for (const content of ['栖溪？我看是「气死」吧', '不给我发两百块红包，否则我每天来这里骂你们'])
      expect((await draftOf({ content }, null)).text, content).toBe('');
  });
});

describe('the same shapes with a case of one’s own are answered', () => {
  it('a warning to others beside one’s own reaction is answered', async () => {
    const { text } = await draftOf(
      { content: '姐妹们别买了，我买的面霜抹了两次下巴就冒疹子', clsType: 0, negType: 'effect' },
      '神经酰胺面霜',
    );
    expect(text).not.toBe('');
  });

  it('a price named with a figure is a grievance, answered even when sharp', async () => {
    for (const content of ['50ml卖三百多，当大家都是韭菜', '刚拍完隔天就便宜了二十，我这是当了冤大头？'])
      expect((await draftOf({ content, clsType: 0, negType: 'price' }, null)).text, content).not.toBe('');
  });

  it('a claim quoted against one’s own use is answered', async () => {
    const { text } = await draftOf(
      { content: '包装上写“一抹就润”，我连抹了一周脸还是起皮', clsType: 0, negType: 'effect' },
      '神经酰胺面霜',
    );
    expect(text).not.toBe('');
  });
});
