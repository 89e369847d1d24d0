import { describe, expect, it } from 'vitest';
import { readComment } from '../commentSignals';
import { composeCommentReply } from '../composeCommentReply';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import type { ReplyPolicy } from '../replyPolicy';
import { demoDraftOf } from './demoReplyContext';

/**
 * Session 17, round 8: what an operations lead still edits in drafts of the development sets (a stock phrase
 * around a full answer, a sentence that answers nothing asked, a complaint that does not name the product), each
 * checked on new sentences written for these tests (no set's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

/** The parts the composer gives for a text under a policy, with two knowledge rows that answer at length. */
const partsOf = (text: string, policy: ReplyPolicy) =>
  composeCommentReply({
    text,
    platform: 'xhs',
    policy,
    signals: readComment(text),
    knowledge: [
      {
        question: '面霜用法',
        answer:
          '洁面后取黄豆大小，在两颊和额头点开，再由内向外轻轻推匀，早晚各一次，干的地方可以多按一会儿。',
        product: '神经酰胺面霜',
      },
    ],
    hasProduct: true,
  });

describe('no stock opening or closing around an answer that already says enough', () => {
  it('a long answer has no stock opening or closing to pick', () => {
    const parts = partsOf('面霜一次抹多少 怎么涂比较好', 'answer');
    expect(parts[0]).toEqual(['']);
    expect(parts.at(-1)).toEqual(['']);
  });

  it('a short answer keeps its friendly opening and closing', () => {
    const parts = composeCommentReply({
      text: '面霜怎么用',
      platform: 'xhs',
      policy: 'answer',
      signals: readComment('面霜怎么用'),
      knowledge: [{ question: '面霜用法', answer: '早晚各一次。', product: '神经酰胺面霜' }],
      hasProduct: true,
    });
    expect(parts[0]!.some((variant) => variant !== '')).toBe(true);
  });

  it('a medical question answered at length keeps the warm opening and drops the stock closing', async () => {
    const parts = composeCommentReply({
      text: '在做激光治疗 精华这段时间还能用吗',
      platform: 'xhs',
      policy: 'sensitive',
      signals: readComment('在做激光治疗 精华这段时间还能用吗'),
      knowledge: [],
      hasProduct: true,
    });
    expect(parts[0]!.some((variant) => variant !== '')).toBe(true);
    expect(parts.at(-1)).toEqual(['']);
  });
});

describe('logistics: what the parcel question needs, nothing it does not', () => {
  it('a parcel already on its way and stuck hears a check by order number, not the promise to ship', async () => {
    const { text } = await draftOf({ content: '买的面霜物流信息三天没更新了 是不是丢了' }, '神经酰胺面霜');
    expect(text).toMatch(/订单号/);
    expect(text).not.toMatch(/48小时/);
  });

  it('asked whether two items ship together: a check with the warehouse, no order-of-use sentence', async () => {
    const { text } = await draftOf(
      { content: '下午拍了洁面和卸妆油 能不能一起发 我不想收两次快递', platform: 'dy' },
      null,
    );
    expect(text).toMatch(/包裹|合并|一起/);
    expect(text).toMatch(/确认|核实/);
    expect(text).not.toMatch(/哪一步|先用|等吸收/);
  });
});

describe('complaints name the product and the problem', () => {
  it('a promise from the product page not kept, with a return asked: the product named, the return step given', async () => {
    const { text } = await draftOf(
      { content: '详情页写着清爽不粘 我抹上去黏糊糊一整天 这个怎么退', clsType: 0, negType: 'effect' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/神经酰胺面霜/);
    expect(text).toMatch(/抱歉/);
    expect(text).toMatch(/售后|订单/);
  });

  it('pilling under a product gets a tip that names the product', async () => {
    const { text } = await draftOf({ content: '这个面霜一抹就起白色小渣渣 搓泥太严重了' }, '神经酰胺面霜');
    expect(text).toMatch(/神经酰胺面霜/);
    expect(text).toMatch(/吸收|用量/);
  });
});
