import type { CommentSignals } from './commentSignals';
import { isTroll, NO_TROLL_BUILD } from './trollDecision';

/**
 * How a comment is answered. No draft: under a competitor's note, spam, a message to another user (@name),
 * a troll or flame. Sensitive topics get care and no sale; complaints an apology and a next step; questions
 * an answer each; praise thanks; a buyer who says they bought or will buy thanks and help once it arrives;
 * anything else a short welcome.
 */
export type ReplyPolicy =
  | 'competitor'
  | 'spam'
  | 'mention'
  | 'troll'
  | 'blogger'
  | 'bloggerAsked'
  | 'chatter'
  | 'ownAccount'
  | 'otherBrand'
  | 'sensitive'
  | 'complaint'
  | 'answer'
  | 'praise'
  | 'intent'
  | 'other';

/** Policies whose draft is advice not to reply (nothing to post). */
export const NO_DRAFT_POLICIES: ReadonlySet<ReplyPolicy> = new Set([
  'competitor',
  'spam',
  'mention',
  'troll',
  'blogger',
  'bloggerAsked',
  'chatter',
  'ownAccount',
  'otherBrand',
]);

/** The comment as its labels describe it: the classifier's (or staff's) labels and the spam label. */
export type LabelledComment = {
  clsType: number | null;
  negType: string | null;
  contentType: string | null;
  /** The spam label (stored or the classifier's); spam is never answered. */
  spam?: boolean;
};

/** What a young person may ask and get a plain answer to (with a word about parents): nothing about their skin. */
const MINOR_ANSWERABLE: ReadonlySet<string> = new Set(['price', 'sample', 'where_to_buy', 'logistics']);

/** What someone pregnant or after birth may ask and get the plain answer to: delivery, not the product on skin. */
const DELIVERY_ONLY: ReadonlySet<string> = new Set(['logistics', 'where_to_buy']);

/** Complaints a next step answers even when they end in a question ("还没发货？？"). */
const COMPLAINT_SITUATIONS = [
  'wrongItem',
  'packageProblem',
  'serviceDelay',
  'pilling',
  'priceRise',
  'effect',
  'returns',
  // Paid more than today's price, or a parcel shown delivered that never came: a grievance, not a price or
  // shipping question, even when it ends in one ("合着是割韭菜？", "到底去哪了").
  'priceDrop',
  'signedMissing',
  // Charged twice, or a refund that never arrives: a money problem with a next step, whatever its words.
  'doubleCharge',
  'refundDelay',
  // An expired product received: a complaint with a next step, even when it asks "是在清库存吗".
  'expired',
  // The print, the lid or the seal (字太小看不清, 盖子拧不开), or a formula that changed (换配方了): complaints of their
  // own, even when they ask ("能不能换个好开的包装", "是不是换配方了").
  'packagingGripe',
  'formulaChanged',
  // The live room dearer than the flagship store (直播间比旗舰店还贵五块 什么意思): two of our prices to check.
  'channelPrice',
] as const;

/** What a rally calls others to do (大家一起退货) rather than the writer's own case. */
const CALLED_FOR: ReadonlySet<string> = new Set(['returns']);

/** Problems that make a sharp comment a complaint, never a troll, however mocking its words. */
const PROBLEM_SITUATIONS = [
  ...COMPLAINT_SITUATIONS,
  'productFault',
  'designFault',
  'pumpProblem',
  'slowServiceOnly',
  'orderStatus',
  'packagingDoubt',
  'skinFeel',
  'shortFill',
] as const;

export const replyPolicy = (
  comment: LabelledComment,
  signals: CommentSignals,
  situation: (name: string) => boolean,
  brandIsOwn?: boolean,
  noteIsOwn?: boolean,
  inThread = false,
): ReplyPolicy => {
  if (brandIsOwn === false) return 'competitor';
  // Stock offered in the comments (私我，内部价) is spam even when the classifier missed it.
  if (situation('sellsOffer')) return 'spam';
  // "扣1" is how a live-room viewer raises a hand: with a question about the product and no offer, recruitment or
  // contact detail it is a viewer asking, whatever the spam rule that reads 扣1 as a lure said.
  const viewerAsks =
    situation('liveRoomCue') &&
    signals.questions.length > 0 &&
    !situation('recruitOffer') &&
    !signals.mention;
  // "朋友在卖，比店里便宜一半，是正品吗" asks whether goods from elsewhere are ours: a buyer, not a seller, while
  // the comment offers nothing and leaves no contact (sellsOffer and recruitOffer already caught those).
  const buyerDoubts =
    signals.questions.includes('authenticity') && !situation('recruitOffer') && !signals.mention;
  if (comment.spam && !viewerAsks && !buyerDoubts) return 'spam';
  // A praise word inside a comment the classifier reads as negative (学姐推荐的…说实话有点失望) is no praise.
  const praised = comment.clsType === 2 || (signals.praise && comment.clsType !== 0);
  // A young person's thanks asking nothing is praise (thanked, nothing sold); a question or a problem is not.
  // Likewise a thanks told for someone after birth ("月子里用着不干了"): thanked, nothing said about pregnancy.
  if (
    (signals.sensitive === 'minor' || signals.sensitive === 'pregnancy') &&
    praised &&
    !signals.asks &&
    comment.clsType !== 0
  )
    return 'praise';
  // Only the kinds a sensitive topic lets through are asked: "初二 钱不多 有小样吗" asks about buying, not about skin
  // (answered; composeCommentReply adds the parents); "坐月子不方便出门，能送上门吗" only about delivery (answered,
  // still flagged, no pregnancy care row).
  const asksOnly = (kinds: ReadonlySet<string>): boolean =>
    signals.questions.length > 0 && signals.questions.every((kind) => kinds.has(kind));
  if (signals.sensitive === 'minor' && asksOnly(MINOR_ANSWERABLE) && !situation('forChild')) return 'answer';
  if (signals.sensitive === 'pregnancy' && asksOnly(DELIVERY_ONLY) && !situation('useAsk')) return 'answer';
  // A health question stays one for a person even when it is addressed to a friend ("@妈 湿疹在吃药能涂吗").
  // A pregnant blogger complimented under her own note (孕晚期还这么精致) asks us nothing about our product.
  if (signals.sensitive === 'pregnancy' && !signals.asks && comment.clsType === 100 && noteIsOwn === false)
    return 'chatter';
  // "大肚子拧不开盖子" is about the lid, not the pregnancy: a packaging complaint, still flagged for a person.
  if (signals.sensitive === 'pregnancy' && situation('packagingGripe') && !situation('useAsk'))
    return 'complaint';
  if (signals.sensitive) return 'sensitive';
  if (signals.mention && signals.questions.length === 0) return 'mention';
  // "那是你买到假的了吧 官方店买啊" answers another commenter in our defence: nothing asked of us, nothing to apologise for.
  if (situation('defendsBrand') && !signals.asks) return 'mention';
  // A reply in a thread that speaks to the commenter above (可能是你熬夜的问题, 楼上…, 人家…) and asks us nothing is
  // their conversation: no draft, unless it is a complaint of the writer's own.
  if (inThread && situation('toCommenter') && !signals.asks && comment.clsType !== 0) return 'mention';
  // A troll by how it is built (trollDecision.ts); a named product, order or service problem never is one.
  // Returns called for by someone with no case of their own (没用过，但支持大家一起退货) are a campaign, not a problem.
  const build = signals.trollBuild;
  const noCase = Boolean(build && (build.disowned || build.rallies) && !build.ownCase);
  const problem =
    PROBLEM_SITUATIONS.some((name) => situation(name) && !(noCase && CALLED_FOR.has(name))) ||
    situation('wrongItem') ||
    situation('missingItem');
  if (
    !problem &&
    isTroll({
      build: signals.trollBuild ?? NO_TROLL_BUILD,
      questionsAsked: signals.questions.length,
      asks: signals.asks,
      provokes: signals.provokes,
      trollPhrase: signals.troll,
      praise: signals.praise,
      clsType: comment.clsType,
      negType: comment.negType,
    })
  )
    return 'troll';
  const negative = comment.clsType === 0;
  // A judgement of the blogger under a blogger's note (人设是包装的, 又恰饭) asks nothing of us and names no problem of
  // ours: the brand answering it looks defensive; it is the blogger's to answer. Under our own note, the blogger is us.
  if (negative && comment.negType === 'blogger' && noteIsOwn === false && !problem && !signals.asks)
    return 'blogger';
  // An emoji alone (👍, 😍, 🙄) under someone else's note is a reaction to the blogger or the thread, not to us.
  if (noteIsOwn === false && situation('emojiOnly') && !problem) return 'chatter';
  // A sneer in emoji alone (🙄🙄, 👎, 🤡) thanked as "谢谢你的留言" reads as obtuse or sarcastic: nothing to answer.
  if (situation('sneerEmojiOnly') && !problem) return 'troll';
  // Under someone else's note, a verdict that all brands are alike (都差不多), praise of the note itself (终于有一篇
  // 不吹也不黑的 好评) or cheer about no product praises nothing of ours: thanking it as praise of us misreads it.
  if (
    noteIsOwn === false &&
    !problem &&
    !signals.asks &&
    signals.questions.length === 0 &&
    (situation('notePraised') ||
      situation('allAlike') ||
      // Cheer the classifier reads as about no product (宝宝快出来啦 好期待) praises nothing of ours either.
      (comment.contentType === 'non_product' && !signals.praise)) &&
    !situation('ownProduct')
  )
    return 'chatter';
  // The learned decision (a character model trained on labelled trolls) reaches wordings the build does not know,
  // but never silences a comment with a case of its own: something used, ordered or paid, anything asked (a
  // question no kind names may still be one a reply can answer), praise; and only a comment the classifier reads as
  // negative (emoji codes and chat it has never seen are not trolls).
  const ownCase =
    Boolean(build && (build.grounded || build.ownCase)) ||
    signals.questions.length > 0 ||
    signals.asks ||
    signals.praise ||
    comment.clsType === 2;
  if (!problem && signals.learnedTroll && !ownCase && negative) return 'troll';
  // A wrong or missing item, a broken part, a half-filled bottle or an expired one is a complaint whatever label it got ("买的是面霜，收到的是…" reads
  // like a buyer's note; "泵头卡住了 能换吗" like a question).
  if (
    situation('wrongItem') ||
    situation('missingItem') ||
    situation('brokenPart') ||
    situation('shortFill') ||
    situation('expired') ||
    situation('channelPrice')
  )
    return 'complaint';
  if (negative && (!signals.asks || COMPLAINT_SITUATIONS.some(situation))) return 'complaint';
  // "乳化好快，眼妆一下就干净了" names a usage but asks nothing: it is praise.
  if (praised && !signals.asks) return 'praise';
  if (signals.questions.length > 0) return 'answer';
  // A question no kind names under a positive label ("用完有点热正常吗") is asked, not praise, unless praise words say so.
  if (praised && (signals.praise || !signals.asks)) return 'praise';
  if (negative) return 'complaint';
  // "下单了" / "冲了" asks nothing, but a buyer is more than a passer-by: thanks, and help once it arrives.
  if (comment.clsType === 1 && comment.contentType === 'purchase_intention' && !signals.asks) return 'intent';
  // Under someone else's note, a question no kind names and with no word of a product, the skin, buying or us
  // (护士姐姐是哪个科的, 第一张图是哪个楼) is for the blogger or the thread: "we will check" answers nothing.
  if (noteIsOwn === false && !problem && !situation('productTalk')) return 'chatter';
  // Asked something no kind names ("PH值多少"): the team checks and answers, rather than a greeting.
  if (signals.asks && !signals.greeting) return 'answer';
  // Under someone else's note (a blogger's, a category's), chat that asks us nothing, praises nothing of ours and
  // names no problem is theirs: the brand stepping in reads as an intrusion (set P: 22 of 72 crawl comments).
  if (noteIsOwn === false) return 'chatter';
  return 'other';
};
