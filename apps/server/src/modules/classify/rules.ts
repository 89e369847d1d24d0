import type { TClsType, TContentType, TNegType, TSentiment } from '@notedesk/contract';
import type { LexiconHits } from './lexiconMatcher';
import { EMOJI_CODE } from './normalizeText';
import { patternOf } from './patternFile';
import { RELIEF_VOCABULARY, toldRelieved } from './reliefVocabulary';
import { spamVocabulary } from './spamVocabulary';
import { advisesAnother, quotedAndRebutted, rebuttedWithPraise, VOICE_VOCABULARY } from './voiceVocabulary';

/**
 * What the high-precision rules decided. `cls_type`/`content_type` override the models; `negType` is the
 * neg_type to use if the comment ends up negative (cls_type 0) — a price or service word in a happy
 * comment ("物流很快") must not make it a complaint.
 */
export type RuleMatch = {
  /** Ads, 代购, 兼职, 互关, contact details, links, 看主页 lures: other (100), never a lead or a negative. */
  spam?: true;
  cls_type?: TClsType;
  content_type?: TContentType;
  negType?: TNegType;
  /** A purchase report is positive (seed README, settled in session 12) unless it states a doubt. */
  sentiment?: TSentiment;
  /** Names of the rules that fired, for the `note` of a result and for tests. */
  fired: string[];
};

const FLAME =
  /傻逼|(?:^|[^a-z])sb(?:[^a-z]|$)|脑残|智障|nmsl|去死|滚吧|给爷爬|神经病|丑八怪|废物|狗东西|你算哪根葱|蠢货|白痴|弱智|脑瘫|低能|傻帽|傻缺|二百五|杠精|喷子|键盘侠|死开|滚出|贱人|畜生|人渣|舔狗|没脑子|脑子进水|脑子有病|有病吧你|你有病|你妈没教/;
/** 标题党: the note's title baits; a complaint about the content, whatever else it says. */
const CLICKBAIT = /标题党|封面党/;
/** Fakes: 假的 alone is too loose (涂层是假的吧, 评论一看就是假的), so it needs a bought item or 正品 near it. */
const COUNTERFEIT = /假货|买到假|(?:货|正品|东西|这瓶|这个)是假的|山寨|高仿|查无此码/;
const ADAPTATION =
  /过敏(?!体质)|烂脸|闷痘|爆痘|刺痛|刺痒|起疹|红疹|疹子|泛红|长痘|致痘|闭口|红屁屁|发痒|瘙痒|脂肪粒|红肿/;
/**
 * 不过敏, 没有闷痘, 会不会刺痛, 没有一个客人说过敏, 雾岚我用完泛红，这个完全没有, 过敏体质: the adaptation word is
 * denied (in the same clause, unless 就/又/才 says it came after all) or asked about. (过敏体质 is a skin type.)
 */
const ADAPTATION_DENIED =
  /(?:不|没|没有|无|莫得|没得|会不会|能不能|是否|会|防|抗)[^,.!?，。！？就又才还]{0,6}(?:过敏|烂脸|闷痘|爆痘|刺痛|泛红|长痘|致痘|闭口|发痒)|(?:这个|这款|这瓶|这支|它)(?:完全|一点都|一点也|就|却)?(?:没有|不会)(?:[,.!~，。！～]|$)/;
/**
 * 以前用别的老过敏, 以前卸完眼睛红肿, 用了好多面霜都泛红 只有这个没事 (round 9): the reaction came from another or an
 * earlier product; the model judges this one.
 */
const ADAPTATION_ELSEWHERE =
  /(?:以前|之前|原来|别的|别家|其他|其它)[^。！!?？]{0,12}(?:过敏|烂脸|闷痘|爆痘|长痘|闭口|刺痛|泛红|红疹|发痒|湿疹|红肿|起疹|疹子|刺痒|瘙痒)|(?:用了|试了|换了)(?:好多|很多|那么多|不少|无数|一堆)[^。！!?？]{0,8}都[^。！!?？]{0,4}(?:过敏|烂脸|闷痘|爆痘|长痘|闭口|刺痛|泛红|红疹|发痒|红肿|起疹)[^。！!?？]{0,12}(?:只有|就|唯独)[^。！!?？]{0,8}(?:没事|没问题|不会|不红|不痒)/;
/** 闭口都消了, 痘痘下去了: the reaction is reported gone, which is praise. */
const ADAPTATION_HEALED =
  /(?:过敏|闷痘|爆痘|长痘|痘痘?|闭口|红疹|疹子|泛红|红肿|脂肪粒|红血丝|烂脸)[^.!?。！？]{0,12}(?:消了|退了|下去了|少了|淡了|稳住|拿捏)|(?:过敏|刺痛|泛红|红屁屁|红疹|发痒|痒)[^。！!?？]{0,10}(?:就|都|已经|也|慢慢|终于)(?:好了|消了|没了|退了|下去了)|(?:感觉|感)没了|啥事没有|什么事都没有|没再(?:长|起|冒|犯|红|痒)/;
const SERVICE = /退款|退货|物流|快递|客服|发货|售后|发错|少发|漏发|补发|丢件|签收|运费|换货|驿站|已读不回/;
/** It did not work: with a rejection (效果一般，不会回购) the let-down is what the complaint is about. */
const EFFECT_LET_DOWN = /效果(?:一般|不好|不行|很差|太差|不明显)|没(?:什么|啥)?效果|没用|不好用/;
const PRICE =
  /性价比(?:太|很|真的)?(?:低|差)|性价比不高|智商税|太贵|贵了|好贵|贵到|抢钱|不值|溢价|虚高|买不起|(?:买完|刚买|才买|前脚|买了|就)[^,.!?，。！？]{0,8}降价|涨价|太貴|价格劝退/;
/** The blogger or host as the one blamed: 博主接广告接疯了 is about the blogger, not the brand's marketing. */
const BLOGGER_BLAMED = /博主|主播|up主|达人|带货的/;
const MARKETING = /广告|恰饭|软广|硬广|水军|营销|广子|刷销量|坑位费|托儿|好多托|剧本/;
/** Asking for the price, a link or where to buy. */
const ASK_TO_BUY =
  /多少钱|多少米|多少錢|什么价|啥价|价格多少|什么价位|链接|(?:^|[^a-z])lj(?:[^a-z]|$)|哪里买|哪裡買|哪买|哪入|在哪入|在哪买|哪里可以买|怎么买|怎么入手|购买方式|哪家店|小黄车|到手价|优惠券|有优惠|在哪个.*买|哪个平台|在哪里买|店里有卖|有卖吗|怎么卖|同问价格|求价格|问价格|价格呢/;
/**
 * 博主的发夹在哪买, 背景那个支架求链接: a question about the blogger's or the video's things, not the product — other
 * (100, the seed README), unless a product is named (博主用的这款面霜在哪买 is a lead; the caller says which).
 */
const PROP_QUESTION =
  /(?:博主|主播|up主|背景|视频里|画面里|身后|后面那|手上|脚上|屋里)[^,.!?，。！？]{0,8}?(?:哪里?买|在哪|链接|(?:什么|啥)(?:牌子|型号|品种|歌|颜色|轴)|是什么|是啥)/;
/**
 * 这个适合混干皮吗, 晒伤了还能抹吗, 会不会闷痘: asking whether the product fits them — a product question, not a
 * complaint, when nothing was reported as having happened with it.
 */
const FIT_QUESTION =
  /适合|适不适合|(?<!只)能用|能不能用|可以用|还能(?:用|抹|涂|擦)|会不会|管不管用|管用吗|管用不|有没有用|有用吗|吃得消|能(?:不能)?一起(?:用|涂|抹|擦)|一起用吗|混着用|孕妇|孕期|哺乳|算(?:温和|刺激|清爽|滋润|保湿|油|干)[^,.!?，。！？\s]{0,2}[吗嘛不]|(?:哪个|哪款|哪支|哪瓶)[^,.!?，。！？]{0,12}(?:友好|温和|适合|合适)|能(?:洗|治|卸|去|祛|遮|防|抗)[^,.!?，。！？\s]{0,4}(?:不|吗|么|没)(?=[\s,.!?，。！？]|$)/;
/**
 * 能洗机油不, 能治痘不, 哪个对干皮更友好: asked without 吗 or a question mark — a 不 before a pause mid-text, or
 * a 哪个 choice — which QUESTION does not see.
 */
const COLLOQUIAL_ASK = /能[^,.!?，。！？\s]{1,6}[不没](?=[\s,.!?，。！？]|$)|哪个|哪款/;
/** 出了我立马买, 出小样我第一个冲: a wish put as a condition for buying is a lead (customer_requirement). */
const WISH_TO_BUY =
  /出了?(?:我|的话)?(?:就|立马|马上|立刻|第一个|第一时间|一定|必|肯定|绝对)+(?:去)?(?:买|入|冲|下单|囤|回购)|要是(?:能)?出[^,.!?，。！？]{0,8}(?:我)?(?:就|立马|马上|一定)(?:买|入|冲|囤)/;
/** Longest comment still read as a wish or a plan to buy: past it, it is a review that mentions one. */
const SHORT_COMMENT = 40;
/** 等双十一降价再说, 等发工资再买: waiting for a sale or a payday is a purchase-intention lead. */
const WAIT_TO_BUY =
  /等[^,.!?，。！？]{0,8}(?:降价|打折|活动|大促|双十一|双11|618|优惠|发工资|工资|补货)[^,.!?，。！？]{0,4}(?:再|就)(?:买|入|囤|下单|说|冲|拍)/;
/**
 * 七天无理由从哪天算, 过敏能退吗, 包邮吗: the shop's terms asked before buying — a purchase question, not a
 * service complaint, when nothing has gone wrong yet.
 */
const TERMS_QUESTION =
  /七天无理由|无理由退|(?:是否|能不能|可不可以|能|可以)(?:支持)?退(?:货|款|换)?|支持退(?:货|款|换)|怎么退|(?:有|送|带)运费险|从签收算|从发货算|几天(?:能|可以)?到|包邮吗|发什么快递/;
/**
 * 售后算负责任的, 客服主动联系补发 处理得当: the service praised — a review (cls 2), not a service complaint, even
 * when it names the trouble that came before.
 */
const SERVICE_PRAISE =
  /(?:售后|客服|物流|快递|发货|商家|店家)[^,.!?，。！？]{0,10}(?:负责任?|给力|到位|贴心|耐心|神速|主动|靠谱|专业|满分|很好|真好|没得说)|处理得(?:当|好|很?好|很?及时|挺快|很快|很?到位)|服务(?:很好|真好|到位|周到)/;
/**
 * How many more complaint words than praise a rebuttal may hold: it repeats the complaint it answers (说它闷痘的)
 * and may deny it in complaint words of its own (没闷过), which the lexicon need not read as denied.
 */
const REBUTTAL_NEGATIVES = 2;
/** 但, 就是, 不过: what follows is the comment's verdict. */
const BUT = /但|就是|不过|可惜|可是|只是/;
/** Saying they bought or will buy; 冲了半天 (rinsed) and 拍了三分钟 (filmed) are no purchase. */
const INTENT_TO_BUY =
  /已下单|下单了|已拍(?![照摄完的])|落单|帮我下单|(?<![会在好再])拍了(?!半天|好久|[\d一二三四五六七八九十几百千两]+(?:张|年|遍|次|个?视频|秒|分钟|小时|天))|入手了|(?<![太很好真点挺超巨贼蛮味])冲了(?!半天|好久|很久|[\d一二三四五六七八九十几两]+(?:遍|次|下|秒|分钟))|已加购|加入购物车|买它|我要买|准备入手|立马去下单|马上下单|这就去买|我也买了|安排一套/;
/** 先买一瓶试试 怕过敏, 希望别踩雷: a doubt or worry stated with a purchase, which leaves it neutral. */
const PURCHASE_DOUBT = /怕|试试|试一下|先用着看|先试|不知道|希望|但愿|担心|纠结|能不能|会不会|踩雷/;
/** A question, also one that ends in 不 or 没 (这个闷痘不 = 会闷痘吗). */
const QUESTION = /[?？]|吗|嗎|会不会|能不能|是不是|怎么样|[不没]\s*$/;
/** 博主收了多少钱: what the blogger was paid, not a price question — a complaint about the blogger. */
const BLOGGER_PAID =
  /(?:博主|主播|up主|达人|你)[^,.!?，。！？]{0,4}(?:收了|恰了|拿了|赚了)[^,.!?，。！？]{0,2}(?:多少|不少)钱?/;

/** The spam rule's vocabulary, data in spamVocabulary.txt (one way of writing per line, each group says why). */
const SPAM_VOCABULARY = spamVocabulary();
const spamPattern = (name: string): RegExp => patternOf(SPAM_VOCABULARY, name, 'spamVocabulary.txt');
const SPAM_WARNING = spamPattern('spam-warning');
const CONTACT = spamPattern('contact');
const KEYCAP = spamPattern('keycap');
const LINK = spamPattern('link');
const LURE = spamPattern('lure');
const SELLER_OFFER = spamPattern('seller-offer');
const SELLING = spamPattern('selling');
const RESELLING = spamPattern('reselling');
const RESELLING_DENIED = spamPattern('reselling-denied');
const PRIVATE_OFFER = spamPattern('private-offer');
const CUSTOMER_CASE = spamPattern('customer-case');
const ORDER_NUMBER = spamPattern('order-number');
/** The spaces between two Chinese characters. */
const SPACED_CHARACTERS = /(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])/g;
/** An @mention: a nickname, often the platform's default 用户 + ten digits, which is no phone number. */
const MENTION = /@[^\s@,.!?，。！？:：]+/g;
/** A buyer asking to buy wholesale, become an agent or order for a group: a lead, not spam. */
const WHOLESALE_REQUEST =
  /批发|拿货|进货|加盟|做(?:你们家的)?代理|当代理|代理吗|团购|团一波|内部价|公司.{0,6}(?:买|采购|福利)|员工.{0,6}(?:福利|买)/;

/**
 * 再也不买, 一生黑, 不会回购, 下次不买了, 再也不用了 (round 9; not 再也不用担心): the customer is leaving — negative brand
 * reputation, never a lead.
 */
const REJECTION =
  /再也不(?:会)?(?:买|回购|来|碰|信)|一生黑|(?<!会)不会(?:再)?回购|不会再(?:买|来|用|信|支持|碰)(?!别的|别家|其他|其它)|不再回购|永不回购|绝不回购|不回购了|拉黑|粉转黑|再买我就是狗|谁买谁(?:傻|后悔|是)|不会有第二次|下次(?:再也|就|还|肯定|绝对)?不(?:会)?(?:再)?(?:买|来|用)了|再也不(?:会)?(?:再)?用(?:了|它了?|这个了?|这款了?)(?=$|[\s,.!?，。！？~])/;
/**
 * 好用个鬼, 这也叫持妆, 就这？, 真的有人觉得好用吗: praise words used to say the opposite; 买X不香吗, 心里没数吗,
 * 哪用得起: a price or a claim questioned so as to reject it.; 给张券当补偿 是在开玩笑吗: a compensation scorned
 * (session 18, round 9; 优惠券 in it made it a price question).
 */
const RHETORICAL =
  /不香吗|心里没(?:点)?数|哪(?:里|儿)?(?:用|买)得起|(?:好|香|值|用|美|白)[^,.!?，。！？\s]{0,3}个(?:鬼|屁|锤子|毛线)|这也(?:叫|能叫|配叫|算)|你管这叫|就这[？?]|^就这|真的有人(?:觉得)?[^,.，。]{0,6}[吗?？]|[“"「『](?:亲民|好用|便宜|划算|良心|实惠|值|神|绝|好|美丽|惊喜|物超所值)[^”"」』]{0,3}[”"」』]|(?:补偿|赔偿|赔付|赔了|补了|送了|给了|给个|送个)[^。！!?？]{0,12}(?:开玩笑|逗我|逗人|打发叫花子|打发要饭|搞笑呢)/;
/** A letter or digit of any script: a comment without one is only emoji, platform codes and punctuation. */
const WORDLIKE = /[\p{L}\p{N}]/u;

/** Only emoji, xhs/Douyin codes and punctuation: it carries a mood but names nothing anyone could act on. */
export const isEmojiOnly = (text: string): boolean =>
  !WORDLIKE.test(text.includes('[') ? text.replace(EMOJI_CODE, '') : text);

/** 搓泥 (product balling up) is how a product behaves, not a skin reaction: effect. */
const PILLING = /搓泥|起屑/;
const PILLING_DENIED = /(?:不|没|没有|无|会不会|会|不会)搓泥/;
/**
 * 楼上说刺痛的 先停两天, @某某 你那个刺痛是屏障受损吧 少用点: advice about a reaction, opening on whom it is for
 * and telling nothing of the commenter's own (no 我): a reply in the thread, other (100) — the models read the
 * reaction word and the "you" as a complaint or a flame (session 18, round 9; 3 seed lines of this shape, all 100).
 */
const OPENS_ON_ANOTHER = /^(?:回复?|@|楼上|楼下|[0-9一二三四五六七八九十]+楼|说[^,.!?，。！？\s]{1,10}的)/;
const FIRST_PERSON = /我|俺|自己|偶|本人|咱/;
/** The reaction happened (用完, 涂了): a complaint even when it ends in a question (这是过敏了吗？). */
const REPORTED = /(?:用|涂|擦|抹|吃|喝|敷|戴|换)(?:了|完|后)/;

/**
 * Rules written from how brand staff read comments (not tuned on the held-out split): insults are flame,
 * "fake" is brand reputation, a reported skin reaction is adaptation, a price/link/where-to-buy question
 * is a purchase-consultation lead, "already ordered" is a purchase-intention lead. A comment with
 * negative words does not become a lead ("已下单一周了还没发货" is a service complaint).
 */
export const matchRules = (
  text: string,
  lexicon: Pick<LexiconHits, 'positive' | 'negative'>,
  namesProduct = true,
): RuleMatch => {
  const fired: string[] = [];
  const isQuestion = QUESTION.test(text) || COLLOQUIAL_ASK.test(text);
  // 有人说过敏，我用着啥事没有; 说它闷痘的 是抹太厚了: someone else's complaint quoted to answer it
  // (voiceVocabulary.txt). The rules that read a complaint word on its own (a reaction, a fake, 智商税, a
  // rejection) leave it to the models.
  // 回楼上：那不是过敏 先停两天, 说它搓泥的 抹薄点就好: advice to whoever was quoted or addressed (round 8) is
  // a reply in the thread, not the commenter's own complaint, and steps the same rules aside.
  const rebutted = quotedAndRebutted(text) || advisesAnother(text);
  // 怕过敏, 担心买到假的: a fear, not a reaction or a fake that happened.
  const worried = VOICE_VOCABULARY.worry.test(text);
  const complains = lexicon.negative > lexicon.positive;
  const spam = spamRule(text, isQuestion, complains);
  if (spam) return { spam: true, cls_type: 100, content_type: 'non_product', fired: [spam] };
  // The seed README's rule: a lone 😍 or 🙄 is other (100) with the emoji's sentiment, never a queue item.
  // An emoji none of which the lexicon reads (🐟🐟, 🩰) says no mood anyone agreed on: neutral (62 of 65 seed lines).
  if (isEmojiOnly(text)) {
    const unread = lexicon.positive === 0 && lexicon.negative === 0;
    return {
      cls_type: 100,
      content_type: 'non_product',
      ...(unread ? { sentiment: 'neutral' as const } : {}),
      fired: ['emoji_only'],
    };
  }
  if (WHOLESALE_REQUEST.test(text) && !complains) {
    fired.push('wholesale_request');
    return { cls_type: 1, content_type: 'purchase_consultation', fired };
  }
  if (FLAME.test(text)) {
    fired.push('flame');
    return { cls_type: 0, content_type: 'non_product', negType: 'flame', fired };
  }
  if (CLICKBAIT.test(text)) {
    fired.push('clickbait');
    return { cls_type: 0, content_type: 'non_product', negType: 'content', fired };
  }
  if (COUNTERFEIT.test(text) && !rebutted && !worried) {
    fired.push('counterfeit');
    return { cls_type: 0, negType: 'brand_reputation', fired };
  }
  if (rebutted && OPENS_ON_ANOTHER.test(text) && !FIRST_PERSON.test(text) && ADAPTATION.test(text)) {
    fired.push('advice_to_another');
    return { cls_type: 100, content_type: 'non_product', sentiment: 'neutral', fired };
  }
  if (
    !rebutted &&
    !worried &&
    ADAPTATION.test(text) &&
    !ADAPTATION_DENIED.test(text) &&
    !ADAPTATION_HEALED.test(text) &&
    !ADAPTATION_ELSEWHERE.test(text) &&
    // 红疹消退 未再复发, 我是一换季就泛红那种: gone since, or the commenter's skin described — the models judge.
    !toldRelieved(text) &&
    !RELIEF_VOCABULARY.ownSkin.test(text) &&
    (!isQuestion || REPORTED.test(text))
  ) {
    fired.push('adaptation');
    return { cls_type: 0, content_type: 'product_evaluation', negType: 'adaptation', fired };
  }
  if (REJECTION.test(text) && !rebutted) {
    fired.push('rejection');
    const serviceOrPrice = SERVICE.test(text)
      ? 'service'
      : PRICE.test(text)
        ? 'price'
        : EFFECT_LET_DOWN.test(text)
          ? 'effect'
          : undefined;
    return {
      cls_type: 0,
      content_type: 'product_evaluation',
      negType: serviceOrPrice ?? 'brand_reputation',
      fired,
    };
  }
  // 已投诉12315 商家拒绝退款: the customer's own case, whatever the models make of 投诉 and 订单尾号 (round 13).
  if (!rebutted && !worried && !OPENS_ON_ANOTHER.test(text) && customerCase(text, complains)) {
    fired.push('customer_case');
    const negType = complaintTopic(text);
    if (negType) fired.push(`neg_${negType}`);
    // A customer's case is feedback on what was bought (like a rejection), never 'not about a product'.
    return { cls_type: 0, content_type: 'product_evaluation', ...(negType ? { negType } : {}), fired };
  }
  // 有人说过敏 我用了一个月啥事没有, 说它搓泥的 是手法问题 我从没搓过: the commenter's own verdict on a
  // complaint they quote is praise.
  if (!isQuestion && rebuttedWithPraise(text) && lexicon.negative <= lexicon.positive + REBUTTAL_NEGATIVES) {
    fired.push('rebutted');
    return { cls_type: 2, content_type: 'product_evaluation', sentiment: 'positive', fired };
  }
  if (BLOGGER_PAID.test(text)) {
    fired.push('blogger_paid');
    return { cls_type: 0, content_type: 'non_product', negType: 'blogger', fired };
  }
  if (RHETORICAL.test(text)) fired.push('rhetorical');
  const rhetorical = fired.includes('rhetorical');
  if (!namesProduct && lexicon.negative === 0 && PROP_QUESTION.test(text)) {
    fired.push('prop_question');
    return { cls_type: 100, content_type: 'non_product', fired };
  }
  if (!rhetorical && !complains && lexicon.negative === 0 && ASK_TO_BUY.test(text)) {
    fired.push('ask_to_buy');
    return { cls_type: 1, content_type: 'purchase_consultation', fired };
  }
  // A long review that ends on advice (学生党可以等活动再买) is a review, not the commenter's own plan.
  if (!complains && text.length <= SHORT_COMMENT && (WISH_TO_BUY.test(text) || WAIT_TO_BUY.test(text))) {
    fired.push('wish_to_buy');
    return {
      cls_type: 1,
      content_type: WISH_TO_BUY.test(text) ? 'customer_requirement' : 'purchase_intention',
      fired,
    };
  }
  if (
    isQuestion &&
    !rhetorical &&
    lexicon.negative === 0 &&
    TERMS_QUESTION.test(text) &&
    !REPORTED.test(text)
  ) {
    fired.push('terms_question');
    return { cls_type: 1, content_type: 'purchase_consultation', fired };
  }
  if (
    isQuestion &&
    !rhetorical &&
    lexicon.negative <= lexicon.positive + 1 &&
    FIT_QUESTION.test(text) &&
    !REPORTED.test(text)
  ) {
    fired.push('fit_question');
    return { cls_type: 1, content_type: 'product_consultation', fired };
  }
  if (!complains && lexicon.negative === 0 && INTENT_TO_BUY.test(text)) {
    fired.push('intent_to_buy');
    const sentiment = PURCHASE_DOUBT.test(text) ? 'neutral' : 'positive';
    return { cls_type: 1, content_type: 'purchase_intention', sentiment, fired };
  }
  // 客服很好 就是发货太慢: a trouble after 但/就是 is what the comment is about.
  const troubleAfter = lexicon.negative > 0 && BUT.test(text);
  // 客服只会说请耐心等待: the service's stock words quoted in scorn are no praise.
  if (
    !complains &&
    !isQuestion &&
    lexicon.negative <= 1 &&
    !troubleAfter &&
    SERVICE_PRAISE.test(text) &&
    !VOICE_VOCABULARY.stockReply.test(text)
  ) {
    fired.push('service_praise');
    return { cls_type: 2, content_type: 'product_evaluation', sentiment: 'positive', fired };
  }
  const negType = complaintTopic(text);
  if (negType) fired.push(`neg_${negType}`);
  // 智商税 is never said kindly, nor 好用个鬼: they make the comment negative on their own.
  if (text.includes('智商税') && !rebutted) return { cls_type: 0, negType: 'price', fired };
  if (rhetorical) return { cls_type: 0, ...(negType ? { negType } : {}), fired };
  return negType ? { negType, fired } : { fired };
};

/** What a complaint's words say it is about (service, price, marketing or the blogger, 搓泥's effect), if anything. */
const complaintTopic = (text: string): TNegType | undefined => {
  if (SERVICE.test(text)) return 'service';
  if (PRICE.test(text)) return 'price';
  if (MARKETING.test(text)) return BLOGGER_BLAMED.test(text) ? 'blogger' : 'marketing';
  return PILLING.test(text) && !PILLING_DENIED.test(text) ? 'effect' : undefined;
};

/**
 * 已投诉12315 商家拒绝退款, 订单尾号8830 面霜开封就是臭的: a customer's own case (a complaint filed, a refund refused,
 * or an order number told with a complaint) is a complaint, never spam nor chatter (spamVocabulary.txt
 * customer-case; session 21, round 13: the models read 投诉 and 订单尾号 as a scam's words).
 */
const customerCase = (text: string, complains: boolean): boolean =>
  CUSTOMER_CASE.test(text) || (complains && ORDER_NUMBER.test(text));

/** The spam rule that fired, if any: contact details, links, lures, selling (代购 unless asked about). */
const spamRule = (spaced: string, isQuestion: boolean, complains: boolean): string | undefined => {
  if (SPAM_WARNING.test(spaced)) return undefined;
  if (CONTACT.test(spaced.replace(MENTION, ' ').replace(KEYCAP, ''))) return 'spam_contact';
  // 兼 职 了 解 / 链 接 在 签 名: characters spaced apart to dodge filters are read joined.
  const text = spaced.replace(SPACED_CHARACTERS, '');
  if (LINK.test(text)) return 'spam_link';
  if (LURE.test(text)) return 'spam_lure';
  if (SELLER_OFFER.test(text)) return 'spam_selling';
  // An ad praises or offers; a complaint that mentions 甩卖 or 代购 is still a complaint.
  if (complains) return undefined;
  if (SELLING.test(text) && !WHOLESALE_REQUEST.test(text)) return 'spam_selling';
  if (RESELLING.test(text) && !isQuestion && !RESELLING_DENIED.test(text)) return 'spam_selling';
  if (PRIVATE_OFFER.test(text) && !isQuestion) return 'spam_selling';
  return undefined;
};
