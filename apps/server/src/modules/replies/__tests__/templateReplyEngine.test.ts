import { NO_REPLY_NOTES } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { complianceFilter } from '../complianceFilter';
import { createTemplateReplyEngine, FLAME_NOTE } from '../createTemplateReplyEngine';
import type { CommentReplyContext, ReplyPersona } from '../replyEngine';
import { COMMENT_TEMPLATES, FLAME_ADVICE } from '../templates/commentTemplates';
import { NOTE_TEMPLATES } from '../templates/noteTemplates';

const engine = createTemplateReplyEngine();

const persona: ReplyPersona = {
  name: '小美',
  tone: '亲切活泼',
  signOff: '—— 小美',
  doRules: '',
  dontRules: '',
  exampleReplies: [],
};

const contextOf = (
  comment: Partial<CommentReplyContext['comment']> & { content: string },
  extra: Partial<CommentReplyContext> = {},
): CommentReplyContext => ({
  tenantId: 1,
  comment: { clsType: null, negType: null, contentType: null, userNickname: '用户', ...comment },
  thread: [],
  note: null,
  productName: '修护精华',
  brandName: '柔肤',
  persona: null,
  knowledge: [],
  ...extra,
});

describe('template reply engine', () => {
  it('a lead is answered and invited to the official store, signed by the persona', async () => {
    const draft = await engine.draftCommentReply(
      contextOf(
        { content: '求链接！多少钱？', clsType: 1, contentType: 'purchase_consultation' },
        { persona },
      ),
    );
    expect(draft.source).toBe('model');
    expect(draft.note).toBeUndefined();
    expect(draft.text).toContain('官方旗舰店');
    expect(draft.text).toContain('修护精华');
    expect(draft.text.endsWith('—— 小美')).toBe(true);
  });

  it('an allergy complaint gets an apology and is asked for the order details in a private message', async () => {
    const draft = await engine.draftCommentReply(
      contextOf({ content: '用了两天脸上过敏泛红，好难受', clsType: 0, negType: 'adaptation' }),
    );
    expect(draft.text).toMatch(/抱歉|歉意|心疼/);
    expect(draft.text).toContain('私信');
    expect(draft.text).toMatch(/订单/);
    expect(draft.text).toContain('泛红过敏');
  });

  it('a troll is not answered: the draft advises not to reply and carries the note staff see', async () => {
    const draft = await engine.draftCommentReply(
      contextOf({ content: '垃圾品牌，小编是不是脑子有病', clsType: 0, negType: 'flame' }, { persona }),
    );
    expect(draft.note).toBe(FLAME_NOTE);
    expect(draft.text).toContain('建议不回复');
    expect(draft.text).not.toContain('—— 小美');
  });

  it('under a competitor’s note nothing is offered for the other brand: the draft advises not to reply', async () => {
    const lead = { content: '求链接！多少钱？', clsType: 1, contentType: 'purchase_consultation' };
    const competitor = await engine.draftCommentReply(
      contextOf(lead, { brandName: '初沐', brandIsOwn: false }),
    );
    expect(competitor.note).toBe(NO_REPLY_NOTES.competitor);
    expect(competitor.text).toContain('竞品');
    expect(competitor.text).not.toContain('初沐');
    expect(competitor.text).not.toContain('旗舰店');
    const own = await engine.draftCommentReply(contextOf(lead, { brandName: '柔肤', brandIsOwn: true }));
    expect(own.note).toBeUndefined();
    expect(own.text).toContain('柔肤');
  });

  it('a positive comment is thanked; a professional persona changes the register', async () => {
    const friendly = await engine.draftCommentReply(contextOf({ content: '真的好用，回购了', clsType: 2 }));
    expect(friendly.text).toMatch(/谢谢|感谢|开心|夸/);
    const formal = await engine.draftCommentReply(
      contextOf(
        { content: '真的好用，回购了', clsType: 2 },
        { persona: { ...persona, tone: '专业、正式', signOff: '—— 柔肤官方' } },
      ),
    );
    expect(formal.text).toMatch(/^您好/);
    expect(formal.text.endsWith('—— 柔肤官方')).toBe(true);
  });

  it('a relevant knowledge answer is what the draft says', async () => {
    const draft = await engine.draftCommentReply(
      contextOf(
        { content: '敏感肌能用吗？', clsType: 100, contentType: 'product_consultation' },
        {
          knowledge: [
            {
              question: '敏感肌能用吗',
              answer: '这款是无香精配方，敏感肌建议先在耳后试用三天。',
              product: null,
            },
          ],
        },
      ),
    );
    expect(draft.text).toContain('这款是无香精配方，敏感肌建议先在耳后试用三天。');
  });

  it('the same comment gets the same draft; a regenerate offers another variant', async () => {
    const context = contextOf({ content: '好用！', clsType: 2 });
    const first = await engine.draftCommentReply(context);
    expect((await engine.draftCommentReply(context)).text).toBe(first.text);
    const second = await engine.draftCommentReply({ ...context, previousDraft: first.text });
    expect(second.text).not.toBe(first.text);
  });

  it('the persona’s “no emoji” rule is kept', async () => {
    const draft = await engine.draftCommentReply(
      contextOf(
        { content: '用了过敏了', clsType: 0, negType: 'adaptation' },
        {
          persona: { ...persona, dontRules: '不要使用表情符号' },
        },
      ),
    );
    expect(draft.text).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('a persona’s do and don’t rules shape comment and note drafts alike', async () => {
    const strict = {
      ...persona,
      doRules: '称呼用户为姐妹',
      dontRules: '不要提价格\n不用感叹号',
    };
    const lead = await engine.draftCommentReply(
      contextOf(
        { content: '求链接！多少钱？', clsType: 1, contentType: 'purchase_consultation' },
        { persona: strict },
      ),
    );
    expect(lead.text.startsWith('姐妹，')).toBe(true);
    expect(lead.text).not.toMatch(/价格|[！!]/);
    expect(lead.text.endsWith('—— 小美')).toBe(true);
    const note = await engine.draftNoteReply({
      tenantId: 1,
      note: { title: '修护精华测评', description: '', authorName: '作者' },
      productName: '修护精华',
      brandName: '柔肤',
      persona: strict,
      knowledge: [],
    });
    expect(note.text.startsWith('姐妹，')).toBe(true);
  });

  it('drafts pass the compliance filter: contact data and claims in knowledge answers are removed', async () => {
    const draft = await engine.draftCommentReply(
      contextOf(
        { content: '在哪买', clsType: 1 },
        {
          knowledge: [
            {
              question: '在哪买',
              answer: '全网最好的精华，100%有效！加微信 rouf_2024 或打 13812345678 下单',
              product: null,
            },
          ],
        },
      ),
    );
    expect(draft.text).not.toMatch(/rouf_2024|13812345678|100%|最好/);
    expect(draft.note).toMatch(/^compliance:/);
    const changes = JSON.parse(draft.note?.slice('compliance:'.length) ?? '[]') as { kind: string }[];
    expect(changes.map((change) => change.kind).sort()).toEqual([
      'absolute_claim',
      'absolute_claim',
      'phone',
      'wechat',
    ]);
  });

  it('every template line is already compliant', () => {
    const lines = [
      ...COMMENT_TEMPLATES.flatMap((template) => [...template.open, ...template.body, ...template.close]),
      ...Object.values(NOTE_TEMPLATES).flatMap((parts) => [...parts.open, ...parts.body, ...parts.close]),
      ...FLAME_ADVICE,
    ];
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
