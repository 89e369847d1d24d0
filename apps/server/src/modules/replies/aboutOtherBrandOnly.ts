import { COMMENT_SIGNAL_PATTERNS, type CommentSignals, situationHolds } from './commentSignals';
import { maskOwnBrand } from './maskOwnBrand';
import { rivalBrandLexicon } from './rivalBrandLexicon';

/**
 * An order of the commenter's that may be ours (收到的是初沐的, 还没发货, 退款): a case with us, whatever brand it names.
 * A parcel or stock of the other brand's (雾岚专柜卖临期货) is theirs.
 */
const ORDER_CASES = [
  'wrongItem',
  'missingItem',
  'serviceDelay',
  'orderStatus',
  'returns',
  'refundDelay',
  'doubleCharge',
] as const;

/**
 * Whether a comment only talks about another brand's product and asks us nothing (初沐便宜大碗 挺好, 雾岚专柜卖临期货
 * 从此拉黑): a remark among that brand's customers, which our reply would turn into an ad. Ours may be named as the
 * yardstick the other falls short of (…就是比栖溪油): that is still a remark about the other product. A question
 * (比栖溪的便宜吗, 哪个更适合) or a health topic is still answered.
 */
export const aboutOtherBrandOnly = (
  text: string,
  signals: CommentSignals,
  brandName?: string | null,
  otherBrands: readonly string[] = [],
  theirs = false,
): boolean => {
  if (signals.sensitive || signals.asks || signals.questions.length > 0) return false;
  if (ORDER_CASES.some((name) => situationHolds(name, text))) return false;
  // Under a note about their product, naming nothing of ours (theirsUnderNote), 这个 / 这款 is their product.
  if (theirs) return true;
  const ours = maskOwnBrand(text, brandName);
  // "比你们油" after the other brand's name weighs it against us, to its cost: the yardstick, not our product talked of.
  const yardstick = COMMENT_SIGNAL_PATTERNS.named.rivalWorseThanUs;
  const rest = yardstick ? ours.replace(new RegExp(yardstick.source, 'gi'), '') : ours;
  // Only a brand named (tracked, or in the lexicon): "博主家的柯基" is no other brand's product, whatever 家的 says.
  const named = [...otherBrands, ...rivalBrandLexicon()].some((name) => rest.includes(name));
  return named && !situationHolds('ownProduct', rest) && !situationHolds('comparedWithUs', rest);
};
