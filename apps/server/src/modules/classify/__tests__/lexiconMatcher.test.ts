import { describe, expect, it } from 'vitest';
import { createLexiconMatcher } from '../lexiconMatcher';
import { sentimentLexicon } from '../sentimentLexicon';

const lexicon = createLexiconMatcher(sentimentLexicon());
const counts = (text: string) => {
  const { positive, negative } = lexicon(text);
  return { positive, negative };
};

describe('lexicon matcher', () => {
  it('a complaint word denied after it, in its clause, is praise; one still there is not', () => {
    expect(counts('敷了一晚上 刺痛感都没有')).toEqual({ positive: 1, negative: 0 });
    expect(counts('用到第三天 那种干燥的感觉没了')).toEqual({ positive: 1, negative: 0 });
    expect(counts('涂了两周红疹也没有')).toEqual({ positive: 1, negative: 0 });
    // The denial must end the clause: 没有好转 says the problem stayed.
    expect(counts('刺痛到现在没有好转')).toEqual({ positive: 0, negative: 1 });
    // Another clause's 没有 does not reach back.
    expect(counts('脸上刺痛，别的没有')).toEqual({ positive: 0, negative: 1 });
  });

  it('a lexicon word that denies another (不满意, 不过敏) is read as a denial: the n-grams see the mark', () => {
    expect(lexicon('衣服很不满意 退了').denied).toEqual([3, 6, -1]);
    expect(lexicon('涂了一周不过敏').denied).toEqual([4, 7, 1]);
    // 不错 denies no lexicon word: it stays a word of its own.
    expect(lexicon('还不错').denied).toEqual([]);
  });

  it('a denial denied again (不是不好用) is no complaint', () => {
    expect(counts('真不是不好用 是我皮肤太挑')).toEqual({ positive: 1, negative: 0 });
    expect(counts('也不是不行')).toEqual({ positive: 1, negative: 0 });
  });

  it('Cantonese and other dialect negators flip the word after them', () => {
    expect(counts('呢支唔贵')).toEqual({ positive: 1, negative: 0 });
    expect(counts('擦咗一个月冇闷痘')).toEqual({ positive: 1, negative: 0 });
    expect(counts('木有过敏')).toEqual({ positive: 1, negative: 0 });
    expect(counts('涂起莫得刺鼻味道')).toEqual({ positive: 1, negative: 0 });
  });

  it('a sentiment character inside an everyday word (快递, 差不多, 慢慢, 请假) is not read', () => {
    expect(counts('快递今天到了 跟我之前那瓶差不多')).toEqual({ positive: 0, negative: 0 });
    expect(counts('请假在家慢慢研究成分表')).toEqual({ positive: 0, negative: 0 });
    expect(counts('点了牛奶和蜗牛面膜')).toEqual({ positive: 0, negative: 0 });
    // The word on its own still counts, next to the neutral one.
    expect(counts('快递很快 就是有点贵')).toEqual({ positive: 1, negative: 1 });
  });

  it('moods of a bad day and platform emoji codes carry their sentiment', () => {
    expect(counts('搬了一天货 手抽筋了')).toEqual({ positive: 0, negative: 1 });
    expect(counts('连续带了三节课 嗓子哑了')).toEqual({ positive: 0, negative: 1 });
    expect(counts('[酷R]')).toEqual({ positive: 1, negative: 0 });
    expect(counts('被安排得明明白白 这次被圈粉了')).toEqual({ positive: 1, negative: 0 });
  });

  it('an emoji code is one token (哭 in [笑哭R] is not read), and a negator does not reach over a pause', () => {
    expect(counts('[笑哭R][笑哭R]')).toEqual({ positive: 0, negative: 0 });
    expect(counts('防晒喷了一整天 晒斑一块都没有 开心')).toEqual({ positive: 2, negative: 0 });
    expect(counts('说不上好 也说不上不好')).toEqual({ positive: 0, negative: 0 });
    expect(counts('不好意思问一下')).toEqual({ positive: 0, negative: 0 });
  });

  it('a problem told as gone is praise; a let-down said plainly, or in Cantonese, is a complaint', () => {
    expect(counts('坚持了一个月 晒斑浅了')).toEqual({ positive: 1, negative: 0 });
    // Less or lighter by a measure (session 16): 干裂轻多了, 刺痛少了很多.
    expect(counts('抹了一周 手背干裂轻多了')).toEqual({ positive: 1, negative: 0 });
    expect(counts('洗完的刺痛少了很多')).toEqual({ positive: 1, negative: 0 });
    expect(counts('手背的口子合上了')).toEqual({ positive: 1, negative: 0 });
    expect(counts('涂了跟凡士林没什么区别')).toEqual({ positive: 0, negative: 1 });
    expect(counts('美白一点没看出来')).toEqual({ positive: 0, negative: 1 });
    expect(counts('包装写明冇酒精 点知系讲大话')).toEqual({ positive: 0, negative: 1 });
  });

  it('a negator inside a word that denies nothing (特别, 无比) or inside the term before (不错) flips nothing', () => {
    expect(counts('特别满意 穿着特别舒服')).toEqual({ positive: 2, negative: 0 });
    expect(counts('无比舒服')).toEqual({ positive: 1, negative: 0 });
    expect(counts('不错很好')).toEqual({ positive: 2, negative: 0 });
    expect(counts('特别不好用')).toEqual({ positive: 0, negative: 1 });
    expect(counts('别买')).toEqual({ positive: 0, negative: 1 });
    expect(counts('不过保湿')).toEqual({ positive: 1, negative: 0 });
    expect(counts('涂了一点用都没有')).toEqual({ positive: 0, negative: 1 });
  });
});
