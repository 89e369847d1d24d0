import { describe, expect, it } from 'vitest';
import { readComment } from '../commentSignals';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { sensitiveClassesIn } from '../sensitiveClasses';
import { demoDraftOf } from './demoReplyContext';

const draftOf = demoDraftOf(createTemplateReplyEngine());

/**
 * Session 19, round 13: why three sensitive rows of set M went unflagged, fixed by meaning class
 * (sensitiveClasses.json): a child's age in years written with 两, a medicine taken (服用) or named by its drug class
 * (抗…药), two symptoms told together after use (又红又干). New sentences.
 */
describe('sensitive classes, round 13', () => {
  it('a child of 两岁 is a child by age, a nappy rash told as 红屁屁 a condition', () => {
    expect(readComment('女儿两岁半，脸上干得起皮，面霜可以给她抹吗').sensitive).toBe('minor');
    expect(sensitiveClassesIn('小家伙红屁屁了能用这个吗')).toContain('condition');
  });

  it('a medicine taken (服用) or named by its class (抗…药) is medical', () => {
    expect(readComment('一直在服用甲氨蝶呤，这个防晒能用吗').sensitive).toBe('medical');
    expect(readComment('每天吃抗过敏药，精华会不会冲突').sensitive).toBe('medical');
  });

  it('two symptoms told together after use are a reaction, and its draft says stop', async () => {
    expect(readComment('昨晚抹了面霜，早上起来额头又红又干').sensitive).toBe('reaction');
    const draft = await draftOf({ content: '洗完脸擦了精华 两颊又干又刺', clsType: 0 }, '积雪草修护精华');
    expect(draft.flag).toBe('reaction');
    expect(draft.text).toMatch(/停用|先停/);
  });

  it('pain that eased after use is no reaction', () => {
    expect(readComment('奶奶抹了一周，说脸上没那么痒了，开心').sensitive).toBeNull();
  });
});

describe('a medicine question, round 13', () => {
  it('whether it works against a medicine taken: a doctor, and research checks', async () => {
    const draft = await draftOf(
      { content: '一直在吃降糖药，这款防晒和药会打架吗', clsType: 1 },
      '清透防晒乳 SPF50+',
    );
    expect(draft.flag).toBe('medical');
    expect(draft.text).toContain('医生');
    expect(draft.text).toMatch(/研发/);
  });

  it('no condition named: the care sentence does not read "皮肤的情况下"', async () => {
    const draft = await draftOf({ content: '在服用中药调理，精华能用吗', clsType: 1 });
    expect(draft.flag).toBe('medical');
    expect(draft.text).not.toMatch(/皮肤的情况下|皮肤需要专业判断/);
  });
});
