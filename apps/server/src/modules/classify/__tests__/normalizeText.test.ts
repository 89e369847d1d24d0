import { describe, expect, it } from 'vitest';
import { MAX_CLASSIFY_CHARS, normalizeText } from '../normalizeText';
import { traditionalToSimplified } from '../traditionalToSimplified';

const table = traditionalToSimplified();
const normalize = (text: string) => normalizeText(text, table);

describe('normalizeText', () => {
  it('turns full-width letters, digits and punctuation into half-width, lower case', () => {
    expect(normalize('ＹＹＤＳ！１２３ｍｌ？')).toBe('yyds!123ml?');
  });

  it('turns common traditional characters into simplified ones', () => {
    expect(normalize('這個價錢太貴了，買不起')).toBe('这个价钱太贵了,买不起');
    expect(normalize('敏感肌能用嗎')).toBe('敏感肌能用吗');
  });

  it('keeps xhs emoji codes as written, spaced out as their own tokens', () => {
    expect(normalize('好用[赞R]回购[哭惹R]')).toBe('好用 [赞R] 回购 [哭惹R]');
  });

  it('caps runs of one character at three and collapses whitespace', () => {
    expect(normalize('哈哈哈哈哈哈  绝了！！！！！')).toBe('哈哈哈 绝了!!!');
  });

  it('cuts huge input and drops control characters', () => {
    expect(normalize('a'.repeat(10) + 'b\u0001c'.repeat(MAX_CLASSIFY_CHARS)).length).toBeLessThanOrEqual(
      MAX_CLASSIFY_CHARS,
    );
    expect(normalize('好\u0007用')).toBe('好用');
  });
});
