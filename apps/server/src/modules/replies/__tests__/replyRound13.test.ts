import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { REPLY_PHRASES } from '../replyPhrases';
import { demoDraftOf } from './demoReplyContext';

const draftOf = demoDraftOf(createTemplateReplyEngine());

/** Session 19, round 13: what trying drafts on imported crawls showed. New sentences. */
describe('whether a set, size or edition exists is answered as such', () => {
  it('a range for older skin: a promise to check that names it, not the order of use', async () => {
    const draft = await draftOf({ content: '有没有专门给老人用的系列呀', clsType: 1 }, '神经酰胺面霜');
    expect(draft.text).toContain('给老人用的系列');
    expect(draft.text).toMatch(/确认|问清楚/);
    expect(draft.text).not.toMatch(/洁面后|先用|肤质/);
  });

  it('an edition asked with 出不出: the edition, never a skin-type answer', async () => {
    const draft = await draftOf({ content: '洁面乳出不出家庭装', clsType: 1 }, '氨基酸洁面乳');
    expect(draft.text).toContain('家庭装');
    expect(draft.text).not.toMatch(/肤质|敏感肌可以用/);
  });

  it('a sample answer never reads as promising a travel size', () => {
    const sentences = REPLY_PHRASES.answers.sample.flatMap((phraseCase) => [
      ...(phraseCase.any ?? []),
      ...(phraseCase.xhs ?? []),
      ...(phraseCase.dy ?? []),
    ]);
    for (const sentence of sentences) expect(sentence).not.toMatch(/有旅行装|有小样/);
  });
});

describe('an "it did not work" complaint: sorry, how was it used, a next step; no claim', () => {
  it('a sunscreen that let the skin burn on a trip: asks about amount and reapplying', async () => {
    const draft = await draftOf(
      { content: '带着防晒去爬雪山，擦了一整天照样晒伤了', clsType: 0 },
      '清透防晒乳 SPF50+',
    );
    expect(draft.text).toContain('抱歉');
    expect(draft.text).toMatch(/用量|涂得够不够/);
    expect(draft.text).toContain('补涂');
    expect(draft.text).not.toMatch(/成分|配方|有效|能防/);
  });

  it('a serum that changed nothing: asks how it was used, quotes no product fact', async () => {
    const draft = await draftOf({ content: '精华坚持抹了俩月，脸上啥变化都没有', clsType: 0 });
    expect(draft.text).toContain('抱歉');
    expect(draft.text).toMatch(/用多少|用量/);
    expect(draft.text).not.toMatch(/无香精|无酒精|成分/);
  });
});

describe('order problems a label may miss', () => {
  it('an expired product received is a complaint with a next step, whatever it asks', async () => {
    const draft = await draftOf(
      { content: '刚拿到的面霜瓶底印着去年的日期，早就过期了，你们仓库没人管吗？', clsType: 1 },
      '神经酰胺面霜',
    );
    expect(draft.text).toContain('抱歉');
    expect(draft.text).toContain('私信');
    expect(draft.text).toMatch(/生产日期/);
  });

  it('a worry that it might be near expiry is no complaint', async () => {
    const draft = await draftOf({ content: '网上买的会不会是临期的', clsType: 1 });
    expect(draft.text).not.toContain('换新或退款');
  });

  it('a count short in a bulk order: sorry, the order number, a resend', async () => {
    const draft = await draftOf({ content: '公司团建订了20瓶精华，拆开少了4瓶', clsType: 1 });
    expect(draft.text).toContain('抱歉');
    expect(draft.text).toContain('私信');
    expect(draft.text).toMatch(/补发/);
  });
});

describe('praise with a wish beside it', () => {
  it('thanks, and the wish is passed on', async () => {
    const draft = await draftOf(
      { content: '洁面乳洗完很舒服，希望能出个按压瓶的', clsType: 2 },
      '氨基酸洁面乳',
    );
    expect(draft.text).toMatch(/记下|转达/);
  });
});
