import { describe, expect, it } from 'vitest';
import { personaVoice, personaVoiceRules } from '../personaVoice';
import type { ReplyPersona } from '../replyEngine';

const persona: ReplyPersona = {
  name: '小美',
  tone: '亲切活泼',
  signOff: '',
  doRules: '',
  dontRules: '',
  exampleReplies: [],
};

const DRAFT = '谢谢你的反馈！抱歉让你不舒服了～价格以官方旗舰店为准哦。麻烦私信我们订单号，我们马上处理😊';

describe('personaVoice', () => {
  it('reads the address word from a do-rule, in the usual phrasings, and nothing from other rules', () => {
    const addressOf = (doRules: string) => personaVoiceRules({ ...persona, doRules }).address;
    expect(addressOf('称呼用户为宝子')).toBe('宝子');
    expect(addressOf('语气亲切\n称呼粉丝「姐妹」，多用短句')).toBe('姐妹');
    expect(addressOf('叫对方“亲”')).toBe('亲');
    expect(addressOf('称呼对方的昵称')).toBeNull();
    expect(addressOf('不要叫错产品名')).toBeNull();
    expect(addressOf('回复简短')).toBeNull();
    expect(addressOf('Call the user “宝子”')).toBe('宝子');
  });

  it('reads rules written in English too', () => {
    const rules = personaVoiceRules({
      ...persona,
      doRules: 'Invite them to a private message',
      dontRules: 'No emoji\nNo exclamation marks\nNever mention prices or discounts',
    });
    expect(rules).toMatchObject({ inviteToMessage: true, noEmoji: true, noExclamation: true, noPrice: true });
    expect(rules).toMatchObject({ noTilde: false, noPrivateMessage: false, address: null });
  });

  it('no persona: the draft is unchanged', () => {
    expect(personaVoice(DRAFT, null, 'friendly')).toBe(DRAFT);
  });

  it('greets with the persona’s word, once', () => {
    const voiced = personaVoice(DRAFT, { ...persona, doRules: '称呼用户为宝子' }, 'friendly');
    expect(voiced.startsWith('宝子，谢谢你的反馈')).toBe(true);
    expect(personaVoice(voiced, { ...persona, doRules: '称呼用户为宝子' }, 'friendly')).toBe(voiced);
  });

  it('drops sentences about prices or private messages when the don’ts say so, but never all of them', () => {
    const noPrice = personaVoice(DRAFT, { ...persona, dontRules: '不要提价格和优惠' }, 'friendly');
    expect(noPrice).not.toContain('价格');
    expect(noPrice).toContain('私信');
    const noMessage = personaVoice(DRAFT, { ...persona, dontRules: '不要引导私信' }, 'friendly');
    expect(noMessage).not.toContain('私信');
    expect(noMessage).toContain('谢谢你的反馈');
    expect(personaVoice('欢迎私信我们。', { ...persona, dontRules: '不要引导私信' }, 'friendly')).toBe(
      '欢迎私信我们。',
    );
  });

  it('invites a private message when a do-rule asks and the draft does not yet', () => {
    const rules = { ...persona, doRules: '结尾引导用户私信' };
    expect(personaVoice('谢谢喜欢～', rules, 'friendly')).toBe('谢谢喜欢～有问题随时私信我们～');
    expect(personaVoice('感谢关注。', rules, 'professional')).toBe('感谢关注。如有疑问，欢迎私信我们。');
    expect(personaVoice(DRAFT, rules, 'friendly')).toBe(DRAFT);
    // A rule for some cases only (orders) is no reason to invite every commenter.
    const orders = { ...persona, doRules: '涉及订单的问题请用户私信订单号' };
    expect(personaVoice('谢谢喜欢～', orders, 'friendly')).toBe('谢谢喜欢～');
  });

  it('keeps the punctuation don’ts: no emoji, no exclamation marks, no tildes', () => {
    const voiced = personaVoice(
      DRAFT,
      { ...persona, dontRules: '不用表情\n不要感叹号\n不要波浪号' },
      'friendly',
    );
    expect(voiced).not.toMatch(/[！!～~]|\p{Extended_Pictographic}/u);
    expect(voiced).toContain('谢谢你的反馈。抱歉让你不舒服了。');
  });

  it('signs off last, after every other rule', () => {
    const voiced = personaVoice(
      '谢谢喜欢～',
      { ...persona, signOff: '—— 小美', doRules: '称呼用户为宝子\n引导私信' },
      'friendly',
    );
    expect(voiced).toBe('宝子，谢谢喜欢～有问题随时私信我们～ —— 小美');
  });
});
