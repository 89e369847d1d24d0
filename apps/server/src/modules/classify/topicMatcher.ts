import type { Topic } from './topicLexicon';

/** Writes into `counts[t]` how many terms of topic t the text holds (longest match first); returns `counts`. */
export type TopicMatcher = (text: string, counts: Uint8Array) => Uint8Array;

/**
 * One left-to-right pass with terms indexed by first character code (as lexiconMatcher.ts does), the longest
 * term at a position winning and consuming its characters. A term listed under several topics counts for each.
 */
export const createTopicMatcher = (topics: readonly Topic[]): TopicMatcher => {
  const byFirst = new Map<number, { term: string; topics: number[] }[]>();
  topics.forEach((topic, index) => {
    for (const term of topic.terms) {
      const list = byFirst.get(term.charCodeAt(0)) ?? [];
      const entry = list.find((candidate) => candidate.term === term);
      if (entry) entry.topics.push(index);
      else list.push({ term, topics: [index] });
      byFirst.set(term.charCodeAt(0), list);
    }
  });
  for (const list of byFirst.values()) list.sort((a, b) => b.term.length - a.term.length);
  return (text, counts) => {
    counts.fill(0);
    let i = 0;
    while (i < text.length) {
      const found = byFirst.get(text.charCodeAt(i))?.find((candidate) => text.startsWith(candidate.term, i));
      if (!found) {
        i += 1;
        continue;
      }
      for (const topic of found.topics) counts[topic] = counts[topic]! + 1;
      i += found.term.length;
    }
    return counts;
  };
};
