import { NO_REPLY_NOTES } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../../demo/demoReplySetup';
import { complianceFilter } from '../complianceFilter';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { NOTE_PHRASES } from '../notePhrases';
import type { CommentReplyContext, ReplyPersona } from '../replyEngine';
import { REPLY_PHRASES } from '../replyPhrases';
import { demoReplyContext } from './demoReplyContext';

const engine = createTemplateReplyEngine();

const personaOf = (index: number): ReplyPersona => {
  const demo = DEMO_PERSONAS[index]!;
  return {
    name: demo.name,
    tone: demo.tone,
    signOff: demo.sign_off,
    doRules: demo.do_rules,
    dontRules: demo.dont_rules,
    exampleReplies: [...demo.examples],
  };
};

const contextOf = demoReplyContext;

const draftOf = (
  comment: Partial<CommentReplyContext['comment']> & { content: string },
  extra: Partial<CommentReplyContext> = {},
) => engine.draftCommentReply(contextOf(comment, extra));

/** Sentences of a draft (end punctuation kept off), for the no-repeat rule. */
const sentencesOf = (text: string): string[] =>
  (text.match(/[^。！？!?～~]+/gu) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 4);

describe('template reply engine: the question asked is answered', () => {
  it('price: the store page on xhs, 小黄车 on Douyin, with the display name; no invented price, no 私信', async () => {
    const xhs = await draftOf({ content: '这瓶精华什么价位呀？想给妈妈买' });
    expect(xhs.text).toContain('积雪草修护精华');
    expect(xhs.text).toContain('店铺');
    expect(xhs.text).not.toMatch(/小黄车|私信|官方旗舰店|\d+\s*[元块]/);
    const dy = await draftOf({ content: '这瓶精华什么价位呀？想给妈妈买', platform: 'dy' });
    expect(dy.text).toContain('小黄车');
    expect(dy.text).not.toMatch(/店铺首页|私信/);
  });

  it('acids and retinol get the order-of-use answer (use them apart), never the pregnancy row', async () => {
    const context = contextOf({ content: '晚上用果酸的话还能叠这个精华吗' });
    expect(context.knowledge.map((row) => row.question)).not.toContain('孕期可以用吗');
    const draft = await engine.draftCommentReply(context);
    expect(draft.text).toMatch(/错开|分开/);
    expect(draft.text).not.toMatch(/孕期|医生/);
  });

  it('a question the knowledge answers quotes it; one it cannot answer says what the team will check', async () => {
    const known = await draftOf(
      { content: '拍了之后大概几天能发出来呀？', platform: 'dy' },
      { productName: null },
    );
    expect(known.text).toContain('48小时');
    const unknown = await draftOf({ content: '这个精华的积雪草提取物浓度有多高？' });
    expect(unknown.text).toContain('确认');
    expect(unknown.text).not.toMatch(/%|私信|官方旗舰店/);
  });

  it('several questions at once: each is answered', async () => {
    const draft = await draftOf({ content: '敏感肌可以入吗？寄到新疆要几天？' });
    expect(draft.text).toContain('耳后');
    expect(draft.text).toContain('48小时');
  });

  it('samples, ingredients, a comparison and authenticity each get their own answer', async () => {
    expect((await draftOf({ content: '精华有没有小样可以先试？' })).text).toMatch(/小样.*确认|确认.*小样/);
    const comparison = await draftOf({ content: '跟某大牌的修护精华比有什么不同？' });
    expect(comparison.text).toContain('积雪草修护精华');
    expect(comparison.text).not.toMatch(/不如|智商税|踩雷/);
    const doubt = await draftOf({ content: '收到的瓶子和你们图片上的包装不一样，会是假的吗' });
    expect(doubt.text).toMatch(/批号/);
    expect(doubt.text).toContain('核实');
  });
});

describe('template reply engine: answers by what each question asks (session 13)', () => {
  it('order of use: a retinoid is used apart and the next step waits for it to absorb; never pregnancy or price', async () => {
    const draft = await draftOf({ content: '晚上抹完维A酸能不能马上接着涂这个精华，还是得等一会' });
    expect(draft.text).toMatch(/错开|分开/);
    expect(draft.text).toContain('吸收');
    expect(draft.text).not.toMatch(/孕期|医生|价格|店铺/);
  });

  it('"which goes first" is an order question answered from knowledge, not a comparison', async () => {
    const draft = await draftOf({ content: '精华跟面霜先涂哪个啊' }, { productName: '神经酰胺面霜' });
    expect(draft.text).toContain('洁面后先用积雪草修护精华');
    expect(draft.text).not.toMatch(/侧重|比出高下|不评价/);
  });

  it('several questions: each gets its own answer, in the order the comment asks them', async () => {
    const draft = await draftOf({ content: '有没有小样？寄到新疆要几天？敏感肌能用吗？' });
    const sample = draft.text.indexOf('小样');
    const shipping = draft.text.indexOf('48小时');
    const skin = draft.text.indexOf('耳后');
    expect(sample).toBeGreaterThanOrEqual(0);
    expect(shipping).toBeGreaterThan(sample);
    expect(skin).toBeGreaterThan(shipping);
  });

  it('the same kind asked twice gets two answers: one checked, one known', async () => {
    const draft = await draftOf(
      { content: '能卸掉防水睫毛膏吗？会不会糊眼？' },
      { productName: '温和卸妆油' },
    );
    expect(draft.text).toContain('确认');
    expect(draft.text).toContain('糊眼');
  });

  it('logistics beyond dispatch time: the courier is checked, returns go through 售后', async () => {
    const courier = await draftOf({ content: '一般发什么快递呀？', platform: 'dy' }, { productName: null });
    expect(courier.text).toMatch(/确认|核实/);
    expect(courier.text).toContain('快递');
    const returns = await draftOf({ content: '不合适的话能退货吗？' });
    expect(returns.text).toContain('售后');
    expect(returns.text).not.toMatch(/抱歉|不好意思/);
  });

  it('authenticity: a code that does not scan is checked from a photo; another platform is pointed to official channels', async () => {
    const code = await draftOf(
      { content: '瓶身上的防伪码扫出来查不到是怎么回事', clsType: 0 },
      { productName: '温和卸妆油' },
    );
    expect(code.text).toContain('防伪');
    expect(code.text).toContain('私信');
    expect(code.text).not.toMatch(/失望|抱歉/);
    const elsewhere = await draftOf({ content: 'pdd上便宜好多的那种能买吗' });
    expect(elsewhere.text).toContain('官方渠道');
    expect(elsewhere.text).not.toContain('价格');
  });

  it('a comparison is answered with our product’s own fact from knowledge, the other brand left alone', async () => {
    const draft = await draftOf({ content: '和某牌的玻尿酸面霜比怎么样' }, { productName: '神经酰胺面霜' });
    expect(draft.text).toContain('锁住水分');
    expect(draft.text).not.toMatch(/不如|智商税|比不上/);
  });

  it('complaints get an apology that fits their kind, and no one apology opens most of them', async () => {
    const openings = new Set<string>();
    const complaints = [
      '面霜盖子裂了，膏体漏了一半',
      '下单五天了还没发货，客服也没人回',
      '想退货，流程也太麻烦了吧',
      '用完一整瓶了皮肤一点变化都没有，没啥效果',
      '又涨价了，老用户真寒心',
    ];
    for (const content of complaints) {
      const draft = await draftOf({ content, clsType: 0 });
      openings.add(draft.text.split('。')[0] ?? '');
      expect(draft.text, content).toMatch(/抱歉|不好意思|理解|在意|重视|没做好/);
    }
    expect(openings.size).toBe(complaints.length);
    const leak = await draftOf({ content: '面霜盖子裂了，膏体漏了一半', clsType: 0 });
    expect(leak.text).not.toContain('久等');
  });

  it('praise for a redness that went down is thanked, not treated as a reaction', async () => {
    const draft = await draftOf({ content: '用了两周泛红少了好多，已经回购啦', clsType: 2 });
    expect(draft.flag).toBeUndefined();
    expect(draft.text).toMatch(/谢谢|感谢/);
    expect(draft.text).not.toMatch(/抱歉|停用|私信/);
  });

  it('breastfeeding, medication, a sting on application and an age in words are flagged for a person', async () => {
    const cases: [string, string][] = [
      ['我在喂母乳，这个防晒能涂吗', 'pregnancy'],
      ['我妈在吃药治皮肤病，能用这个面霜吗', 'medical'],
      ['一抹上脸就刺刺的疼，正常吗', 'reaction'],
      ['孙女十二岁了，能用这个洗面奶吗', 'minor'],
    ];
    for (const [content, topic] of cases) {
      const draft = await draftOf({ content, clsType: 1 });
      expect(draft.flag, content).toBe(topic);
      expect(draft.text, content).not.toMatch(/店铺|下单|小黄车|链接/);
    }
  });
});

describe('template reply engine: what a comment is, read by its meaning (session 13, second pass)', () => {
  it('a knowledge row answers what its answer states: 有没有酒精 gets 无酒精', async () => {
    const draft = await draftOf({ content: '这瓶精华里有没有加酒精' });
    expect(draft.text).toContain('无酒精');
  });

  it('a row about the filed product answers it even when the comment names other steps too', async () => {
    const draft = await draftOf(
      { content: '防晒要卸妆吗，精华面霜之后涂就行吧' },
      { productName: '清透防晒乳 SPF50+' },
    );
    expect(draft.text).toContain('不需要单独卸妆');
  });

  it('questions ending in 嘛 or a mid-sentence 不 are questions', async () => {
    const travel = await draftOf({ content: '洁面有旅行装嘛 出差想带' }, { productName: '氨基酸洁面乳' });
    expect(travel.text).toContain('确认');
    expect(travel.text).toMatch(/小样|旅行装|试用装/);
    const oily = await draftOf(
      { content: '混油皮能用这个面霜不，夏天怕闷' },
      { productName: '神经酰胺面霜' },
    );
    expect(oily.text).toContain('少量');
  });

  it('a skin-type question about a cleansing oil is checked and told to emulsify, not to apply thinly', async () => {
    const draft = await draftOf({ content: '痘痘肌能用这个卸妆油吗' }, { productName: '温和卸妆油' });
    expect(draft.text).toContain('确认');
    expect(draft.text).toContain('乳化');
    expect(draft.text).not.toContain('薄涂');
  });

  it('a negative comment asking how to return gets an apology and the 售后 route', async () => {
    const draft = await draftOf({ content: '说好的不黏结果黏死了，怎么退货啊', clsType: 0 });
    expect(draft.text).toMatch(/抱歉|不好意思|费心|折腾/);
    expect(draft.text).toContain('售后');
  });

  it('emoji-only praise is thanked as praise', async () => {
    const draft = await draftOf({ content: '🥰🥰' });
    expect(draft.text).toMatch(/喜欢|认可|分享|夸|反馈/);
  });

  it('a bare @-mention and a "懂的都懂" jibe get no draft', async () => {
    const mention = await draftOf({ content: '@阿华' });
    expect(mention.text).toBe('');
    expect(mention.note).toBe(NO_REPLY_NOTES.mention);
    const jibe = await draftOf({ content: '懂的都懂，换个瓶子卖高价', clsType: 0 });
    expect(jibe.text).toBe('');
  });
});

describe('template reply engine: voices without punctuation and in dialect (session 13, third pass)', () => {
  it('voice input without punctuation: each question still gets its own answer, in order', async () => {
    const draft = await draftOf({ content: '能寄到西藏吗这个精华有没有小样' });
    const shipping = draft.text.indexOf('48小时');
    const sample = draft.text.indexOf('小样');
    expect(shipping).toBeGreaterThanOrEqual(0);
    expect(sample).toBeGreaterThan(shipping);
  });

  it('a Cantonese price question and a rural delivery question are understood', async () => {
    const price = await draftOf({ content: '呢支精華幾錢' });
    expect(price.text).toContain('店铺');
    const rural = await draftOf({ content: '寄到村里要几天' }, { productName: null });
    expect(rural.text).toContain('48小时');
  });

  it('"when do I use it" after a night shift gets the routine from knowledge', async () => {
    const draft = await draftOf({ content: '上夜班的人精华什么时候用比较好' });
    expect(draft.text).toContain('早晚都可以用');
  });
});

describe('template reply engine: sensitive topics', () => {
  it('pregnancy: a doctor first, no purchase push or claim, an offer of help, flagged for a person', async () => {
    const draft = await draftOf({
      content: '孕晚期了脸好干，这个精华孕妇能不能用',
      clsType: 1,
      contentType: 'purchase_consultation',
      platform: 'dy',
    });
    expect(draft.text).toContain('医生');
    expect(draft.text).not.toMatch(/店铺|小黄车|下单|链接|放心|安全/);
    expect(draft.flag).toBe('pregnancy');
  });

  it('a medical condition, a reaction and a minor are flagged too, each with its own care', async () => {
    const medical = await draftOf(
      { content: '脸是激素依赖性皮炎，你们家有能用的吗', clsType: 1 },
      { productName: null },
    );
    expect(medical.flag).toBe('medical');
    expect(medical.text).toMatch(/皮肤科|医生/);
    expect(medical.text).not.toMatch(/修复|治疗|改善|店铺|下单/);
    const reaction = await draftOf({
      content: '抹了精华以后脸颊一片红疹，好痒',
      clsType: 0,
      negType: 'adaptation',
    });
    expect(reaction.flag).toBe('reaction');
    expect(reaction.text).toContain('停用');
    expect(reaction.text).toMatch(/就医|医生/);
    expect(reaction.text).not.toMatch(/回购|正常现象|耐受|店铺/);
    const minor = await draftOf({ content: '我今年15岁，额头好多痘，能用这个吗' });
    expect(minor.flag).toBe('minor');
    expect(minor.text).toMatch(/爸爸妈妈|家长/);
    expect(minor.text).not.toMatch(/店铺|下单|购买|小黄车/);
  });

  it('a health question addressed to someone else (@name) is still drafted with care and flagged', async () => {
    const draft = await draftOf({ content: '@老妈 你那个荨麻疹在吃药，这个别乱涂', clsType: 1 });
    expect(draft.flag).toBe('medical');
    expect(draft.text).toMatch(/医生|皮肤科/);
  });

  it('praise that mentions a problem gone is praise, not a reaction', async () => {
    const draft = await draftOf({ content: '用了半个月都没再泛红，太喜欢了', clsType: 2 });
    expect(draft.flag).toBeUndefined();
    expect(draft.text).toMatch(/谢谢|感谢/);
  });
});

describe('template reply engine: a policy per class', () => {
  it('praise is thanked, never apologised to, and not sold to', async () => {
    for (const content of ['第三瓶了，离不开它', '客服小姐姐回复好快，点赞']) {
      const draft = await draftOf({ content, clsType: 2 });
      expect(draft.text).toMatch(/谢谢|感谢/);
      expect(draft.text).not.toMatch(/抱歉|不好意思|私信|下单|小黄车/);
    }
  });

  it('a broken bottle gets an apology and a concrete next step, not "sorry for the wait"', async () => {
    const draft = await draftOf(
      { content: '快递到了瓶子碎了，全洒了', clsType: 0, negType: 'service' },
      { productName: '温和卸妆油' },
    );
    expect(draft.text).toMatch(/抱歉|不好意思/);
    expect(draft.text).toContain('订单号');
    expect(draft.text).toContain('照片');
    expect(draft.text).not.toContain('久等');
  });

  it('spam, trolls, an @-mention and a competitor’s customer get no draft, each with its advice', async () => {
    const cases: [
      Partial<CommentReplyContext['comment']> & { content: string },
      Partial<CommentReplyContext>,
      string,
    ][] = [
      [{ content: '全场一折清仓，主页有链接', spam: true }, {}, NO_REPLY_NOTES.spam],
      [{ content: '这牌子就是割韭菜的，谁买谁傻', clsType: 0 }, {}, NO_REPLY_NOTES.flame],
      [{ content: '@阿花 就是我跟你说的那个' }, {}, NO_REPLY_NOTES.mention],
      [{ content: '这个好用吗', clsType: 1 }, { brandIsOwn: false }, NO_REPLY_NOTES.competitor],
    ];
    for (const [comment, extra, note] of cases) {
      const draft = await draftOf(comment, extra);
      expect(draft.text, comment.content).toBe('');
      expect(draft.note, comment.content).toBe(note);
    }
  });
});

describe('template reply engine: variety and voice', () => {
  it('no sentence repeats inside a draft', async () => {
    for (const content of ['油皮能用吗？会不会太油？夏天用着闷不闷？', '敏感肌能用吗？敏感肌能用吗？']) {
      const sentences = sentencesOf((await draftOf({ content })).text);
      expect(new Set(sentences).size, content).toBe(sentences.length);
    }
  });

  it('a regenerate gives a different draft: at least 5 distinct in a row for a common comment', async () => {
    const drafts: string[] = [];
    let previousDraft: string | undefined;
    for (let round = 0; round < 6; round += 1) {
      const draft = await draftOf({ content: '多少钱呀' }, { previousDraft });
      drafts.push(draft.text);
      previousDraft = draft.text;
    }
    expect(new Set(drafts).size).toBeGreaterThanOrEqual(5);
  });

  it('the three demo personas read differently: register, emoji, address and sign-off', async () => {
    const comment = { content: '精华和面霜先用哪个呀' };
    const [assistant, service, advisor] = await Promise.all(
      [0, 1, 2].map((index) => draftOf(comment, { persona: personaOf(index) })),
    );
    expect(assistant!.text.startsWith('宝子')).toBe(true);
    expect(assistant!.text).toMatch(/\p{Extended_Pictographic}/u);
    expect(assistant!.text.endsWith('—— 栖溪小助手')).toBe(true);
    expect(service!.text).not.toMatch(/\p{Extended_Pictographic}|～/u);
    expect(service!.text.endsWith('—— 栖溪官方客服')).toBe(true);
    expect(advisor!.text.endsWith('—— 栖溪护肤顾问')).toBe(true);
    expect(new Set([assistant!.text, service!.text, advisor!.text]).size).toBe(3);
    const formal = await draftOf({ content: '敏感肌可以用你们的精华吗' }, { persona: personaOf(1) });
    expect(formal.text).toContain('您');
  });

  it('a staff reply to a similar comment is the first source, marked with who wrote it; a regenerate moves on', async () => {
    const staffReplies = [{ commentId: 7, text: '价格看店铺商品页就好，最近有满减哦', byUserId: 3 }];
    const first = await draftOf({ content: '多少钱呀' }, { staffReplies });
    expect(first.text).toBe(staffReplies[0]!.text);
    expect(first.basedOn).toEqual(staffReplies[0]);
    const next = await draftOf({ content: '多少钱呀' }, { staffReplies, previousDraft: first.text });
    expect(next.text).not.toBe(first.text);
    expect(next.basedOn).toBeUndefined();
  });

  it('every phrase line is already compliant', () => {
    const lines = JSON.stringify([REPLY_PHRASES, NOTE_PHRASES])
      .match(/"(?:[^"\\]|\\.)*"/g)!
      .map((quoted) => JSON.parse(quoted) as string)
      .filter((line) => /\p{Script=Han}/u.test(line));
    for (const line of lines) expect(complianceFilter(line).changes, line).toEqual([]);
  });
});

describe('compliance filter', () => {
  it('removes a phone number, a WeChat id, an email and a link, reporting each without echoing it', () => {
    const result = complianceFilter(
      '有问题加我微信：abc_123456，或致电138-1234-5678，邮箱 help@rouf.com，详情见 https://rouf.com/x 哦',
    );
    expect(result.text).not.toMatch(/abc_123456|138-1234-5678|help@rouf\.com|https?:/);
    expect(result.text).toContain('私信');
    expect(result.changes.map((change) => change.kind).sort()).toEqual(['email', 'link', 'phone', 'wechat']);
    expect(JSON.stringify(result.changes)).not.toMatch(/abc_123456|1234-5678|help@rouf/);
  });

  it('rewrites absolute and medical claims, and leaves ordinary wording alone', () => {
    const result = complianceFilter('销量第一的精华，根治痘痘，无副作用，药用级成分');
    expect(result.text).toBe('领先的精华，改善痘痘，温和，级成分');
    expect(result.changes).toEqual([
      { kind: 'medical_claim', from: '无副作用', to: '温和' },
      { kind: 'medical_claim', from: '根治', to: '改善' },
      { kind: 'medical_claim', from: '药用', to: '' },
      { kind: 'absolute_claim', from: '销量第一', to: '领先' },
    ]);
    const plain = '第一次用就很喜欢，最好先在耳后试用，维生素vitamin review';
    expect(complianceFilter(plain)).toEqual({ text: plain, changes: [] });
  });
});
