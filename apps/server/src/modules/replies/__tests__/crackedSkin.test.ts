import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

const draftOf = demoDraftOf(createTemplateReplyEngine());

/**
 * Session 19, found trying drafts on an imported crawl: "风大的时候照样红照样裂" (skin still cracks in the wind) was
 * answered "面霜寄到就破损了，是我们打包不够仔细" — a damaged parcel nobody reported. Cracking is a parcel's only
 * when a container or the delivery is named. New sentences written for these tests.
 */
describe('cracked skin is not a damaged parcel', () => {
  it('skin that still cracks gets no damaged-parcel apology', async () => {
    const { text } = await draftOf(
      { content: '骑车一整天 涂了这个脸颊还是裂 跟没涂一样', clsType: 0, negType: 'effect' },
      '神经酰胺面霜',
    );
    expect(text).not.toMatch(/破损|打包|补发|换新/);
  });

  it('a cracked jar still gets the damaged-parcel answer', async () => {
    const { text } = await draftOf(
      { content: '刚拆开快递 罐子边上裂了一道缝 膏体都蹭出来了', clsType: 0, negType: 'service' },
      '神经酰胺面霜',
    );
    expect(text).toMatch(/破损|压坏|裂/);
    expect(text).toMatch(/补发|换新|订单号/);
  });
});
