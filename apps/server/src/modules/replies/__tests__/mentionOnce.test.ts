import { describe, expect, it } from 'vitest';
import { mentionOnce } from '../mentionOnce';

describe('mentionOnce: the product named once, then "它" where a sentence starts with it again', () => {
  it('keeps the first mention and shortens later sentence openings', () => {
    expect(mentionOnce('积雪草修护精华无香精。积雪草修护精华有没有小样我们去确认～', '积雪草修护精华')).toBe(
      '积雪草修护精华无香精。它有没有小样我们去确认～',
    );
  });

  it('leaves mentions inside a sentence, and texts without the name, alone', () => {
    const text =
      '先用积雪草修护精华，刷酸放在晚上，积雪草修护精华放在早上。两款不同，说说积雪草修护精华自己。';
    expect(mentionOnce(text, '积雪草修护精华')).toBe(text);
    expect(mentionOnce('谢谢支持～', '积雪草修护精华')).toBe('谢谢支持～');
    expect(mentionOnce('谢谢支持～', '')).toBe('谢谢支持～');
  });
});
