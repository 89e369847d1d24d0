import type { CommentReplyContext, ReplyEngine } from './replyEngine';

/** Stable choice among variants, so the same comment gets the same draft. */
const pick = (variants: readonly string[], seed: string): string => {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return variants[Math.abs(hash) % variants.length] ?? variants[0] ?? '';
};

const fill = (template: string, slots: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => slots[name] ?? '');

/** Policy per class (issue 5 refines it): apologise and move complaints to private messages, invite leads. */
const COMMENT_TEMPLATES: Record<string, readonly string[]> = {
  lead: [
    '感谢关注～{product}可以在{brand}官方旗舰店购买，现在下单还有会员礼哦，有任何问题随时私信我们！',
    '宝子眼光真好！{product}在{brand}官方店就能买到，具体价格和活动可以私信小助手帮你查～',
  ],
  adaptation: [
    '非常抱歉给你带来不好的体验😢 皮肤不适请先暂停使用，麻烦私信我们订单号和使用情况，专业顾问会一对一跟进～',
    '看到你的反馈很心疼，建议先停用并做好保湿修护，方便的话私信我们订单信息，我们马上安排专人处理。',
  ],
  service: [
    '抱歉让你久等了！麻烦私信我们订单号，客服会优先帮你核实处理～',
    '给你添麻烦了，非常抱歉。请私信我们订单号和问题描述，我们今天内给你答复。',
  ],
  brand_reputation: [
    '{brand}所有产品均可在官方渠道验真，建议通过官方旗舰店购买；如有疑问欢迎私信我们协助核实～',
  ],
  flame: [''],
  negative: [
    '谢谢你的真实反馈，我们已经记录下来并会持续改进，有任何问题欢迎私信我们～',
    '抱歉没能让你满意，方便私信聊聊具体情况吗？我们会认真对待每一条建议。',
  ],
  positive: [
    '谢谢喜欢{brand}～你的认可是我们最大的动力💕',
    '收到你的好评啦，开心！有任何使用问题随时来问我们哦～',
  ],
  other: ['谢谢你的留言～有任何问题欢迎随时私信我们！'],
};

const commentPolicy = (context: CommentReplyContext): string => {
  const { clsType, negType } = context.comment;
  if (clsType === 1) return 'lead';
  if (clsType === 0) {
    if (
      negType === 'adaptation' ||
      negType === 'service' ||
      negType === 'brand_reputation' ||
      negType === 'flame'
    ) {
      return negType;
    }
    return 'negative';
  }
  if (clsType === 2) return 'positive';
  return 'other';
};

const withSignOff = (text: string, signOff: string | undefined): string =>
  text && signOff ? `${text} ${signOff}` : text;

/** Template drafts: no network, no key. Flame gets an empty draft with the advice not to reply. */
export const createTemplateReplyEngine = (): ReplyEngine => ({
  draftCommentReply: async (context) => {
    const policy = commentPolicy(context);
    const slots = { product: context.productName ?? '这款产品', brand: context.brandName ?? '我们' };
    const text = fill(
      pick(COMMENT_TEMPLATES[policy] ?? COMMENT_TEMPLATES.other!, context.comment.content),
      slots,
    );
    if (policy === 'flame') return { text: '', source: 'model', note: 'flame_no_reply' };
    return { text: withSignOff(text, context.persona?.signOff), source: 'model' };
  },
  draftNoteReply: async (context) => {
    const product = context.productName ?? '这款产品';
    const text = pick(
      [
        `谢谢分享对${product}的真实体验～大家有任何使用问题都可以在评论区问我们哦！`,
        `感谢种草${product}💕 评论区的问题我们会一一回复，也欢迎来官方店看看～`,
      ],
      context.note.title,
    );
    return { text: withSignOff(text, context.persona?.signOff), source: 'model' };
  },
});
