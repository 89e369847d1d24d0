import type { TNegType } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { policyOfComment } from './policyOfComment';

/**
 * Session 20, the lead: sharp comments that carry a case of their own are answered, however they sneer. New
 * sentences (the blind troll file's silenced genuine rows showed the kinds: what was sent instead, a question put to
 * staff again and again, a usage question wrapped in a dare).
 */
const policyOf = (content: string, clsType: number | null, negType: TNegType | null = null) =>
  policyOfComment(content, clsType, negType, 'dy');

describe('a sneer around a case of ones own is answered', () => {
  it('what was sent instead of what was bought', () => {
    expect(policyOf('拍的三支装给我发了两支，也好意思叫官方店😅', 0, 'price')).not.toBe('troll');
  });

  it('a question already put to staff several times', () => {
    expect(policyOf('小编是人机吧，问了两次防晒要不要卸，两次都回我爱你哟', 0, 'service')).not.toBe('troll');
  });

  it('a usage question wrapped in a dare', () => {
    expect(policyOf('有本事就回答：敏感肌到底能不能用你们的面霜？装死就是心里有鬼', 1)).not.toBe('troll');
  });

  it('the dare alone, asking nothing, stays a troll', () => {
    expect(policyOf('有本事就回我，装死就是心里有鬼，敢不敢', 100)).toBe('troll');
  });
});
