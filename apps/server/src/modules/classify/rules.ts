import type { TClsType, TContentType, TNegType } from '@notedesk/contract';
import type { LexiconHits } from './lexiconMatcher';

/**
 * What the high-precision rules decided. `cls_type`/`content_type` override the models; `negType` is the
 * neg_type to use if the comment ends up negative (cls_type 0) — a price or service word in a happy
 * comment ("物流很快") must not make it a complaint.
 */
export type RuleMatch = {
  cls_type?: TClsType;
  content_type?: TContentType;
  negType?: TNegType;
  /** Names of the rules that fired, for the `note` of a result and for tests. */
  fired: string[];
};

const FLAME =
  /傻逼|(?:^|[^a-z])sb(?:[^a-z]|$)|脑残|智障|nmsl|去死|滚吧|给爷爬|神经病|丑八怪|废物|狗东西|你算哪根葱/;
const COUNTERFEIT = /假货|假的吧|是假的|山寨|高仿|查无此码/;
const ADAPTATION = /过敏|烂脸|闷痘|爆痘|刺痛|起疹|红疹|疹子|泛红|长痘|致痘|闭口|红屁屁|发痒|瘙痒|脂肪粒|红肿/;
/** 不过敏, 没有闷痘, 会不会刺痛: the adaptation word is denied or asked about, not reported. */
const ADAPTATION_DENIED =
  /(?:不|没|没有|无|会不会|会|能不能|是否)(?:过敏|烂脸|闷痘|爆痘|刺痛|泛红|长痘|致痘|闭口|发痒)/;
/** 闭口都消了, 痘痘下去了: the reaction is reported gone, which is praise. */
const ADAPTATION_HEALED =
  /(?:过敏|闷痘|爆痘|长痘|痘痘?|闭口|红疹|疹子|泛红|红肿|脂肪粒)(?:都|也|全|基本|慢慢|终于)?(?:消|退|好了|没了|下去|少了|淡了)/;
const SERVICE = /退款|退货|物流|快递|客服|发货|售后|发错|少发|漏发|补发|丢件|签收|运费|换货|驿站|已读不回/;
const PRICE = /智商税|太贵|贵了|好贵|贵到|抢钱|不值|溢价|虚高|买不起|降价|涨价|太貴|价格劝退/;
const MARKETING = /广告|恰饭|软广|硬广|水军|营销|广子|刷销量|坑位费|托儿|好多托|剧本/;
/** Asking for the price, a link or where to buy. */
const ASK_TO_BUY =
  /多少钱|多少米|多少錢|什么价|啥价|价格多少|什么价位|链接|(?:^|[^a-z])lj(?:[^a-z]|$)|哪里买|哪裡買|哪买|哪入|在哪入|在哪买|哪里可以买|怎么买|怎么入手|购买方式|哪家店|小黄车|到手价|优惠券|有优惠|在哪个.*买|哪个平台|在哪里买|店里有卖|有卖吗|怎么卖|同问价格|求价格|问价格|价格呢/;
/** Saying they bought or will buy. */
const INTENT_TO_BUY =
  /已下单|下单了|拍了|入手了|冲了|已加购|加入购物车|买它|我要买|准备入手|立马去下单|马上下单|这就去买|我也买了|安排一套/;
const QUESTION = /[?？]|吗|嗎|会不会|能不能|是不是|怎么样/;

/**
 * Rules written from how brand staff read comments (not tuned on the held-out split): insults are flame,
 * "fake" is brand reputation, a reported skin reaction is adaptation, a price/link/where-to-buy question
 * is a purchase-consultation lead, "already ordered" is a purchase-intention lead. A comment with
 * negative words does not become a lead ("已下单一周了还没发货" is a service complaint).
 */
export const matchRules = (text: string, lexicon: LexiconHits): RuleMatch => {
  const fired: string[] = [];
  const isQuestion = QUESTION.test(text);
  const complains = lexicon.negative > lexicon.positive;
  if (FLAME.test(text)) {
    fired.push('flame');
    return { cls_type: 0, content_type: 'non_product', negType: 'flame', fired };
  }
  if (COUNTERFEIT.test(text)) {
    fired.push('counterfeit');
    return { cls_type: 0, negType: 'brand_reputation', fired };
  }
  if (
    ADAPTATION.test(text) &&
    !ADAPTATION_DENIED.test(text) &&
    !ADAPTATION_HEALED.test(text) &&
    !isQuestion
  ) {
    fired.push('adaptation');
    return { cls_type: 0, content_type: 'product_evaluation', negType: 'adaptation', fired };
  }
  if (!complains && lexicon.negative === 0 && ASK_TO_BUY.test(text)) {
    fired.push('ask_to_buy');
    return { cls_type: 1, content_type: 'purchase_consultation', fired };
  }
  if (!complains && lexicon.negative === 0 && INTENT_TO_BUY.test(text)) {
    fired.push('intent_to_buy');
    return { cls_type: 1, content_type: 'purchase_intention', fired };
  }
  const negType = SERVICE.test(text)
    ? 'service'
    : PRICE.test(text)
      ? 'price'
      : MARKETING.test(text)
        ? 'marketing'
        : undefined;
  if (negType) fired.push(`neg_${negType}`);
  // 智商税 is never said kindly: it makes the comment negative on its own.
  if (text.includes('智商税')) return { cls_type: 0, negType: 'price', fired };
  return negType ? { negType, fired } : { fired };
};
