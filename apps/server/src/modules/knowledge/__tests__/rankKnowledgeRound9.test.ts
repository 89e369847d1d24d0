import { describe, expect, it } from 'vitest';
import { DEMO_KNOWLEDGE } from '../../demo/demoReplySetup';
import { rankKnowledge } from '../rankKnowledge';

/** Session 17, round 9: questions the knowledge ranking missed, in new sentences. */
const KNOWLEDGE = DEMO_KNOWLEDGE.map((row) => ({ ...row, keywords: [...row.keywords] }));
const first = (text: string) => rankKnowledge(KNOWLEDGE, { text, productName: null })[0]?.question;

describe('rankKnowledge', () => {
  it('whether a parcel arrives in time, or how many days to a place, finds the shipping row', () => {
    expect(first('周五前能赶上吗 人在呼伦贝尔')).toBe('多久发货');
    expect(first('寄去喀什要几日')).toBe('多久发货');
  });

  it('"怎么排" asks the order of serum and cream', () => {
    expect(first('精华面霜晚上怎么排')).toBe('精华和面霜的使用顺序');
  });
});
