import { describe, expect, it } from 'vitest';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { demoDraftOf } from './demoReplyContext';

/**
 * Session 15, round 5: the failure kinds read on set G (a development set from now on), each checked on new
 * sentences written for these tests (none of G's wording).
 */
const draftOf = demoDraftOf(createTemplateReplyEngine());

describe('trolls read by how they are built', () => {
  it('mockery of the writer, a rival said to crush us, contempt with a sneer or conspiracy talk gets no draft', async () => {
    for (const content of [
      '博主怕不是没念过书吧 写的啥玩意 哈哈哈哈',
      '就这也好意思叫修护精华？呵呵 🤡',
      '笑死 这防晒谁买谁后悔 主播别吹了',
      '别家的精华甩你们几条街 还在这吹呢',
      '你们背后就是资本在操控 全网都被洗脑了',
    ])
      expect((await draftOf({ content }, null)).text, content).toBe('');
  });

  it('a sharp complaint that names a problem is answered, however mocking its words', async () => {
    for (const content of ['客服是不是脑子进水了 三天不回消息 呵呵', '笑死 泵头按不出来 这设计谁想的 哈哈哈'])
      expect((await draftOf({ content, clsType: 0 }, null)).text, content).toMatch(/抱歉/);
  });

  it('laughter beside a real question is a question', async () => {
    const draft = await draftOf({ content: '哈哈哈 主播这面霜多少钱呀' }, '神经酰胺面霜');
    expect(draft.text).toMatch(/店铺|商品页/);
  });
});
