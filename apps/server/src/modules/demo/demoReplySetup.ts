/** The demo tenant's reply personas: a friendly assistant, a formal customer-care voice, a skincare advisor. */
export const DEMO_PERSONAS = [
  {
    name: '栖溪小助手',
    tone: '亲切活泼，像朋友一样聊天，可以用少量表情',
    sign_off: '—— 栖溪小助手',
    do_rules: '先回应用户的感受再给建议\n称呼用户为“宝子”\n购买问题引导到官方旗舰店',
    dont_rules: '不承诺疗效\n不贬低其他品牌',
    examples: ['谢谢宝子喜欢～有任何使用问题随时私信我们哦！', '收到你的反馈啦，我们马上帮你看看～'],
  },
  {
    name: '官方客服',
    tone: '专业、正式、礼貌',
    sign_off: '—— 栖溪官方客服',
    do_rules: '使用“您”称呼\n涉及订单的问题请用户私信订单号',
    dont_rules: '不要使用表情\n不在评论区讨论订单细节',
    examples: ['您好，感谢您的反馈，请私信我们订单号，我们将尽快为您处理。'],
  },
  {
    name: '护肤顾问',
    tone: '专业耐心，像护肤顾问一样给出具体的使用建议',
    sign_off: '—— 栖溪护肤顾问',
    do_rules: '结合肤质给出使用建议\n敏感肌先建议局部试用',
    dont_rules: '不使用医疗用语\n不做绝对化承诺',
    examples: ['敏感肌建议先在耳后试用三天，没有不适再上脸哦。'],
  },
] as const;

/** Q&A the demo's replies quote (questions staff get every day about the own brand's products). */
export const DEMO_KNOWLEDGE = [
  {
    question: '敏感肌可以用积雪草修护精华吗',
    answer: '积雪草修护精华是无香精、无酒精配方，敏感肌可以用；第一次使用建议先在耳后试用两三天。',
    product: '积雪草修护精华',
    keywords: ['敏感肌', '敏感', '能用吗', '可以用吗'],
  },
  {
    question: '精华和面霜的使用顺序',
    answer: '洁面后先用积雪草修护精华，等吸收后再用神经酰胺面霜锁住水分，早晚都可以用。',
    product: '',
    keywords: ['顺序', '怎么用', '先用', '搭配'],
  },
  {
    question: '多久发货',
    answer: '官方旗舰店下单后48小时内发货，偏远地区物流会稍慢一些。',
    product: '',
    keywords: ['发货', '物流', '快递', '多久到'],
  },
  {
    question: '防晒乳需要卸妆吗',
    answer: '清透防晒乳用氨基酸洁面就能洗干净，不需要单独卸妆。',
    product: '清透防晒乳',
    keywords: ['卸妆', '洗掉', '需要卸'],
  },
  {
    question: '孕期可以用吗',
    answer: '孕期肌肤比较特殊，建议先咨询医生的意见后再选择使用。',
    product: '',
    keywords: ['孕妇', '孕期', '怀孕', '哺乳'],
  },
] as const;
