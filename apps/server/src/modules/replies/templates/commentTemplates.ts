/**
 * Comment reply templates. A draft is opening + body + closing, each picked from its variants; slots:
 * {product} {brand} {concern} {skin} {channel} {nickname}. A relevant knowledge answer replaces the body.
 * Entries are matched by policy, then the most specific neg_type / content_type / register wins.
 * Keep every line compliant (no absolute or medical claims, no contact data): a test runs them all through
 * the compliance filter.
 */

/** How a comment is answered (the policy per class). */
export type ReplyPolicy =
  | 'lead'
  | 'complaint'
  | 'flame'
  | 'competitor'
  | 'explain'
  | 'consult'
  | 'thanks'
  | 'other';

/** The persona's register, read from its tone. */
export type ReplyRegister = 'friendly' | 'professional';

export type CommentTemplate = {
  policy: ReplyPolicy;
  negType?: string;
  contentType?: string;
  register?: ReplyRegister;
  open: readonly string[];
  body: readonly string[];
  close: readonly string[];
};

export const COMMENT_TEMPLATES: readonly CommentTemplate[] = [
  // Leads: answer, then invite to the official store.
  {
    policy: 'lead',
    open: ['宝子眼光真好～', '感谢关注{brand}！', '谢谢你对{product}感兴趣💕'],
    body: [
      '{product}目前在{channel}有售，{skin}也可以放心了解具体适配情况。',
      '{product}是我们家的热门单品，规格和价格以{channel}页面为准哦。',
    ],
    close: [
      '可以直接搜索「{brand}{channel}」下单，有问题随时私信小助手～',
      '欢迎到{brand}{channel}看看，近期活动也可以私信我们帮你查～',
    ],
  },
  {
    policy: 'lead',
    register: 'professional',
    open: ['您好，感谢您对{product}的关注。', '您好，感谢关注{brand}。'],
    body: [
      '{product}可在{brand}{channel}购买，具体规格与价格以店铺页面为准。',
      '{product}目前在{channel}在售，{skin}的使用建议可私信顾问获取。',
    ],
    close: ['欢迎前往{brand}{channel}选购，如有疑问可随时私信我们。', '购买前如需一对一建议，欢迎私信我们。'],
  },
  // Complaints (allergy / service): apologise, move to a private message with the order details.
  {
    policy: 'complaint',
    negType: 'adaptation',
    open: ['非常抱歉给你带来不好的体验😢', '看到你的反馈真的很心疼，抱歉让你遇到了{concern}的情况。'],
    body: [
      '出现{concern}请先暂停使用，用清水清洁后做好基础保湿；如果不适持续，请及时就医。',
      '建议先停用{product}，让皮肤休息一下，症状持续的话请及时就医。',
    ],
    close: [
      '麻烦私信我们订单号和使用情况（可以附上照片），专属顾问会一对一跟进处理～',
      '方便的话请私信我们订单信息和肤况照片，我们会第一时间安排专人跟进。',
    ],
  },
  {
    policy: 'complaint',
    negType: 'adaptation',
    register: 'professional',
    open: ['您好，非常抱歉给您带来不适。', '您好，感谢您的反馈，对您遇到{concern}的情况我们深表歉意。'],
    body: ['建议您先暂停使用{product}并做好基础清洁与保湿，如不适持续请及时就医。'],
    close: ['请私信我们您的订单号及使用情况，专业顾问将一对一跟进处理。'],
  },
  {
    policy: 'complaint',
    negType: 'service',
    open: ['抱歉让你久等了！', '给你添麻烦了，真的非常抱歉🙏'],
    body: [
      '你反映的{concern}问题我们已经记录，会尽快核实。',
      '这次的{concern}体验确实不应该，我们会认真改进。',
    ],
    close: ['麻烦私信我们订单号，客服会优先帮你处理～', '请私信我们订单号和问题描述，我们今天内给你答复。'],
  },
  {
    policy: 'complaint',
    negType: 'service',
    register: 'professional',
    open: ['您好，非常抱歉给您带来不便。', '您好，感谢您的反馈，给您添麻烦了。'],
    body: ['您反映的{concern}问题我们已记录并将尽快核实。', '我们会尽快核实您遇到的{concern}问题。'],
    close: ['请私信提供订单号及问题描述，我们将优先为您处理。'],
  },
  // Other negatives: an empathetic explanation.
  {
    policy: 'explain',
    negType: 'effect',
    open: ['谢谢你的真实反馈～', '理解你的心情，抱歉这次没达到你的期待。'],
    body: [
      '护肤效果和肤质、用法、使用周期都有关系，{skin}建议坚持使用一段时间并配合基础保湿再观察。',
      '{product}的效果需要一定周期，用量和手法也会有影响，{skin}可以私信我们帮你看看用法。',
    ],
    close: ['有任何使用问题都可以私信我们，我们一直在～', '欢迎私信聊聊你的使用情况，我们帮你一起调整。'],
  },
  {
    policy: 'explain',
    negType: 'price',
    open: ['谢谢你的建议～', '理解你对价格的顾虑！'],
    body: [
      '{product}在原料和研发上投入比较多，定价也尽量做到实在；{channel}会不定期有活动。',
      '我们一直在努力让好产品更实惠，{channel}的会员活动和小样装也可以先试试。',
    ],
    close: ['想了解近期优惠可以私信我们哦～', '有需要的话私信小助手帮你查查最近的活动～'],
  },
  {
    policy: 'explain',
    negType: 'brand_reputation',
    open: ['谢谢你的提醒，我们很重视。'],
    body: ['{brand}的产品都可以通过官方渠道验真，建议在{brand}{channel}购买，正品有保障。'],
    close: ['如果对购买渠道有疑问，欢迎私信我们协助核实～'],
  },
  {
    policy: 'explain',
    open: ['谢谢你的真实反馈～', '抱歉没能让你满意。'],
    body: [
      '你提到的{concern}我们已经记录下来，会认真改进。',
      '每一条建议我们都会认真看，也会反馈给相关团队。',
    ],
    close: ['方便的话私信聊聊具体情况，我们会认真对待～', '有任何问题欢迎随时私信我们。'],
  },
  {
    policy: 'explain',
    register: 'professional',
    open: ['您好，感谢您的反馈。', '您好，抱歉这次未能让您满意。'],
    body: [
      '您提到的{concern}问题我们已记录，并将反馈给相关团队改进。',
      '您的意见对我们很重要，我们会持续改进。',
    ],
    close: ['如需进一步沟通，欢迎私信我们。'],
  },
  // Product questions: answer (a knowledge row when there is one), then offer more help.
  {
    policy: 'consult',
    open: ['好问题～', '谢谢提问！'],
    body: [
      '{product}适合大多数肤质，{skin}建议先在耳后或手臂内侧试用，再逐步上脸。',
      '关于{product}的使用，{skin}建议先少量试用、做好保湿，具体可以看产品详情页的说明。',
    ],
    close: ['还有不清楚的地方随时私信我们～', '想要更详细的建议可以私信小助手哦！'],
  },
  {
    policy: 'consult',
    register: 'professional',
    open: ['您好，感谢您的提问。', '您好，感谢关注{product}。'],
    body: [
      '{product}适用于大多数肤质，{skin}建议先局部试用后再正常使用。',
      '{skin}使用{product}前，建议先做局部试用。',
    ],
    close: ['如需个性化建议，欢迎私信我们的护肤顾问。'],
  },
  // Positives: thanks.
  {
    policy: 'thanks',
    open: ['谢谢喜欢{brand}～', '收到你的好评啦，开心！', '被你夸到了💕'],
    body: ['你的认可是我们最大的动力！', '看到{product}适合你真的太好了～'],
    close: ['有任何使用问题随时来问我们哦～', '期待你继续分享使用感受！'],
  },
  {
    policy: 'thanks',
    register: 'professional',
    open: ['您好，感谢您的认可与支持。', '您好，非常感谢您的好评。'],
    body: ['很高兴{product}能满足您的需求。', '您的认可是我们持续改进的动力。'],
    close: ['如有任何使用问题，欢迎随时联系我们。'],
  },
  {
    policy: 'other',
    open: ['谢谢你的留言～', '感谢关注{brand}！'],
    body: [''],
    close: ['有任何问题欢迎随时私信我们！', '有需要随时找我们哦～'],
  },
];

/** The flame policy: no public answer; the draft tells staff why (never posted as is). */
export const FLAME_ADVICE = [
  '【建议不回复】该评论带有攻击或挑衅性质，公开回复容易激化矛盾；建议不予回应，必要时按平台规则举报。',
];

/** Under a competitor's note: answering would speak for the other brand (its store, its orders). */
export const COMPETITOR_ADVICE = [
  '【建议不回复】这条评论在竞品的笔记下，评论者是对方品牌的用户；以我方身份公开回复容易被视为引流或代答，建议不予回应，仅作竞品洞察。',
];
