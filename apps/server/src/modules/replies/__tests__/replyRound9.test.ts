import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

/**
 * Session 17, round 9: what an editor still changed in set J's drafts (a price grievance answered as a price
 * question, a parcel shown delivered that never came, a leak told without a next step, a verdict on authenticity,
 * an order question asked as "怎么排"), each checked on new sentences written for these tests (no set's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

describe('complaints get an apology and a next step, not the answer to the question they end in', () => {
  it('paid more than today: apology, 私信 the order and a check, not where to see the price', async () => {
    const { text } = await draftOf(
      {
        content: '双十一在直播间买的面霜，这两天直播间比我当时便宜一大截，合着双十一是割韭菜？',
        clsType: 0,
        negType: 'price',
        platform: 'dy',
      },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/抱歉|对不起/);
    expect(text).toContain('私信');
    expect(text).toMatch(/核实|查一下|核对/);
    expect(text).not.toContain('小黄车');
  });

  it('a parcel shown signed for that never came: the courier is checked, no 48-hour promise', async () => {
    const { text } = await draftOf(
      {
        content: '快递显示已经签收两天了 小区里根本没有 我的洁面乳到底送哪去了',
        clsType: 0,
        negType: 'service',
      },
      '氨基酸洁面乳',
    );
    expect(text).toMatch(/抱歉|对不起/);
    expect(text).toContain('私信');
    expect(text).toMatch(/快递/);
    expect(text).toMatch(/核实|查/);
    expect(text).not.toContain('48小时');
    expect(text).not.toContain('发货时间');
  });

  it('a leaking bottle soaking the parcel: 私信 the order and photos, a check, no shipping line', async () => {
    const { text } = await draftOf(
      { content: '卸妆油瓶身渗油 整个快递袋都湿透了', clsType: 0, negType: 'service' },
      '温和卸妆油',
    );
    expect(text).toContain('私信');
    expect(text).toMatch(/核实|处理|跟进/);
    expect(text).not.toContain('48小时');
  });
});

describe('logistics and order of use', () => {
  it('whether it arrives in time for a trip hears the shipping promise and a check of the transit', async () => {
    const { text } = await draftOf({ content: '今天拍能赶上下周三吗 要去西双版纳', platform: 'dy' }, null);
    expect(text).toContain('48小时');
    expect(text).toMatch(/确认|核实|查一下/);
  });

  it('how long to a named town quotes the shipping row', async () => {
    const { text } = await draftOf({ content: '寄到云南大理要几天？下周末要带去旅行' }, null);
    expect(text).toContain('48小时');
  });

  it('"怎么排" asks the order of use: serum and cream get the knowledge order', async () => {
    const { text } = await draftOf({ content: '精华跟面霜晚上怎么排' }, null);
    expect(text).toContain('吸收');
  });
});

describe('authenticity: a check, never a verdict', () => {
  it('a doubt with no channel or code named gets photos by 私信 and a check, not "正品"', async () => {
    for (const content of [
      '这次到手的洁面乳和之前那支手感不太一样 是真的吗',
      '同一家店买了两回 这回的会不会是假的',
    ]) {
      const { text } = await draftOf({ content }, '氨基酸洁面乳');
      expect(text, content).not.toContain('正品');
      expect(text, content).toContain('私信');
      expect(text, content).toMatch(/核实|核对/);
    }
  });

  it('a code that will not scan, said in Cantonese, is an authenticity check with 私信', async () => {
    const { text } = await draftOf({ content: '盒底個二維碼點掃都掃唔到，係咪真嘢嚟㗎？' }, '神经酰胺面霜');
    expect(text).toContain('私信');
    expect(text).not.toContain('正品');
  });
});

describe('pregnancy said in 闽南语', () => {
  it('有身 (pregnant) is a sensitive question: a doctor, flagged for a person', async () => {
    const draft = await draftOf({ content: '阮新妇有身三个月，防晒乳伊抹得无？' }, '清透防晒乳 SPF50+');
    expect(draft.flag).toBeTruthy();
    expect(draft.text).toContain('医生');
  });
});
