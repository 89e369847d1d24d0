import { describe, expect, it } from 'vitest';
import { topicLexicon } from '../topicLexicon';
import { createTopicMatcher } from '../topicMatcher';

const topics = topicLexicon();
const match = createTopicMatcher(topics);
const named = (text: string): string[] => {
  const counts = match(text, new Uint8Array(topics.length));
  return topics.flatMap((topic, index) => (counts[index] ? [topic.name] : []));
};

describe('complaint topics (lexicon/topics.txt)', () => {
  it('names what a complaint is about, in words of each kind', () => {
    expect(named('标题党，封面和内容毫无关系')).toContain('content');
    expect(named('这主播天天带货，人设崩了')).toContain('blogger');
    expect(named('客服三天不回消息')).toContain('service');
    expect(named('泵头按不出来，瓶子还漏液')).toContain('other');
    expect(named('铺天盖地的软广')).toContain('marketing');
  });

  it('the longest term wins and is counted once per topic it belongs to', () => {
    // 太贵 (price) covers 贵; two price terms count two.
    const counts = match('太贵了，性价比好低', new Uint8Array(topics.length));
    expect(counts[topics.findIndex((topic) => topic.name === 'price')]).toBe(2);
  });

  it('names nothing in plain praise without topic words', () => {
    expect(named('爱了爱了')).toEqual([]);
  });
});
