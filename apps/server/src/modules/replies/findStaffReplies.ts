import type { TPlatform } from '@notedesk/contract';
import { KNOWLEDGE_TERMS, namedIn, normalizeTerm } from '../knowledge/knowledgeTerms';
import { kindsNamedIn, readComment, situationHolds, skinTypesNamedIn } from './commentSignals';
import { namedProducts } from './namedProducts';
import type { StaffReply } from './replyEngine';
import type { ReplyDraftRepository, StaffReplyRow } from './repository';

/** Staff replies scored for similarity at most (the newest). */
const CANDIDATES = 300;
/** Replies offered at most. */
const OFFERED = 3;
/** Share of character pairs two comments must have in common (Dice) when they ask nothing in particular. */
const MIN_TEXT_SIMILARITY = 0.3;

const pairsOf = (text: string): Set<string> => {
  const chars = [
    ...text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ''),
  ];
  const pairs = new Set<string>();
  for (let at = 0; at + 1 < chars.length; at += 1) pairs.add(`${chars[at]}${chars[at + 1]}`);
  return pairs;
};

const dice = (a: Set<string>, b: Set<string>): number => {
  if (a.size + b.size === 0) return 0;
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared += 1;
  return (2 * shared) / (a.size + b.size);
};

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item) => b.includes(item));

/** The topics (an ingredient, a concern, price…) and product categories (精华, 面霜…) a text names. */
const termsNamedIn = (text: string) => {
  const normal = normalizeTerm(text);
  return {
    topics: namedIn(normal, KNOWLEDGE_TERMS.topics),
    categories: namedIn(normal, KNOWLEDGE_TERMS.categories),
  };
};

/** "有没有X / 含不含X / 里面有X吗": what a does-it-contain question names, known term or not. */
const CONTAINS_ASKED =
  /(?:有没有|有沒有|含不含|含没含|加没加|是否含有?|含有|添加了?|加了|里面?有)([\p{Script=Han}a-z0-9]{1,8}?)(?:成分)?(?=吗|嗎|嘛|么|麼|没|沒|不|呀|啊|[？?，,。！!\s]|$)/gu;

/** Whether the answered comment or its reply named every ingredient asked about, known term or not (有没有尿素). */
const namesIngredientsAsked = (drafted: string, row: StaffReplyRow): boolean => {
  const spoken = normalizeTerm(`${row.content} ${row.replyText}`);
  return [...normalizeTerm(drafted).matchAll(CONTAINS_ASKED)].every((match) => spoken.includes(match[1]!));
};

/**
 * Whether a staff reply speaks to what the comment asks about: every topic the comment names (积雪草的含量) was
 * named by the comment it answered or by the reply, and a reply about one product category (面霜没有酒精) never
 * answers a comment that names only another (精华).
 */
const speaksToTerms = (drafted: string, row: StaffReplyRow): boolean => {
  const asked = termsNamedIn(drafted);
  const answered = termsNamedIn(row.content);
  const reply = termsNamedIn(row.replyText);
  if ([...asked.topics].some((topic) => !answered.topics.has(topic) && !reply.topics.has(topic)))
    return false;
  return (
    asked.categories.size === 0 ||
    reply.categories.size === 0 ||
    [...reply.categories].some((category) => asked.categories.has(category))
  );
};

/** Topics that describe the person who asked (their skin, a pregnancy, the acids they use), not what they asked. */
const PERSONAL_TOPICS: ReadonlySet<string> = new Set([
  'sensitive_skin',
  'oily_skin',
  'dry_skin',
  'acne_skin',
  'pregnancy',
  'acid_retinol',
]);

/** The numbers a text states (an age, days, a size, a price), as written. */
const numbersIn = (text: string): Set<string> =>
  new Set(text.normalize('NFKC').match(/\d+(?:\.\d+)?/g) ?? []);

/**
 * Whether a staff reply keeps to what this comment says: a reply that repeats a detail only the comment it answered
 * had (38岁可以用的 to 姐妹38岁可以用吗, 先用A醇 to a question about acids) was written for that person, and read
 * under a comment that names neither it is a reply to someone else.
 */
const keepsToDetailsOf = (drafted: string, row: StaffReplyRow): boolean => {
  const asked = termsNamedIn(drafted);
  const answered = termsNamedIn(row.content);
  const reply = termsNamedIn(row.replyText);
  const personal = [...reply.topics].filter((topic) => PERSONAL_TOPICS.has(topic));
  if (personal.some((topic) => answered.topics.has(topic) && !asked.topics.has(topic))) return false;
  const stated = numbersIn(drafted);
  const answeredNumbers = numbersIn(row.content);
  return ![...numbersIn(row.replyText)].some((number) => answeredNumbers.has(number) && !stated.has(number));
};

/** The comment being drafted, as similarity reads it. */
export type DraftedComment = {
  id: number;
  content: string;
  clsType: number | null;
  productId: number | null;
  platform: TPlatform;
  /** The tenant's own products: a comment that names one (精华多少钱 under the cream's note) is about that one. */
  ownProducts?: readonly OwnProduct[];
};

/** One of the tenant's own products. */
export type OwnProduct = { id: number; name: string };

/**
 * The product a comment is about: the one own product it names ("精华多少钱" under the cream's note asks about the
 * serum), else the product of the note it was left under.
 */
export const productAbout = (
  content: string,
  productId: number | null,
  ownProducts: readonly OwnProduct[],
): number | null => {
  const named = namedProducts(
    content,
    ownProducts.map((product) => product.name),
  );
  return named.length === 1
    ? (ownProducts.find((product) => product.name === named[0])?.id ?? productId)
    : productId;
};

/**
 * How similar a staff-answered comment is to the one being drafted (0 = not usable): the same platform
 * (calls to action differ), product, label, sensitive topic, questions asked (the reply speaks to one of
 * them), skin types named (the reply names none the comment does not) and the topics and product categories
 * asked about; then shared wording.
 * A comment that asks something is similar when it asks the same things about the same product; one that
 * asks nothing must also share its wording.
 */
export const staffReplySimilarity = (drafted: DraftedComment, row: StaffReplyRow): number => {
  const products = drafted.ownProducts ?? [];
  if (
    productAbout(row.content, row.productId, products) !==
    productAbout(drafted.content, drafted.productId, products)
  )
    return 0;
  if (drafted.clsType !== null && row.clsType !== null && drafted.clsType !== row.clsType) return 0;
  const asked = readComment(drafted.content);
  const answered = readComment(row.content);
  if (asked.sensitive !== answered.sensitive || !sameSet(asked.questions, answered.questions)) return 0;
  // It answers the question: a reply naming none of the things asked (a link pushed at a price question) does not.
  const spokenTo = kindsNamedIn(row.replyText);
  if (asked.questions.length > 0 && !asked.questions.some((kind) => spokenTo.includes(kind))) return 0;
  // The asked-about skin type must match: "油皮也能用" never answers a sensitive-skin question.
  const skinAsked = skinTypesNamedIn(drafted.content);
  if (skinTypesNamedIn(row.replyText).some((type) => !skinAsked.includes(type))) return 0;
  if (skinAsked.length > 0 && !sameSet(skinAsked, skinTypesNamedIn(row.content))) return 0;
  // Skin described (红血丝可以用) is answered only to a comment that describes it too, not to "老人脸干能用吗".
  if (situationHolds('skinDescribed', row.replyText) && !situationHolds('skinDescribed', drafted.content))
    return 0;
  if (!speaksToTerms(drafted.content, row) || !keepsToDetailsOf(drafted.content, row)) return 0;
  if (asked.questions.includes('ingredient') && !namesIngredientsAsked(drafted.content, row)) return 0;
  const wording = dice(pairsOf(drafted.content), pairsOf(row.content));
  if (asked.questions.length === 0 && wording < MIN_TEXT_SIMILARITY) return 0;
  // Even a comment asking the same kind of thing shares some words with one a reply fits: 学生有优惠吗 and 多少钱呀 both
  // ask a price, and the price answer says nothing about a student discount.
  if (wording === 0) return 0;
  return wording + (asked.questions.length > 0 ? 1 : 0);
};

/** The tenant's staff replies to comments similar to this one, most similar first: a draft's first source. */
export const findStaffReplies = async (
  drafts: ReplyDraftRepository,
  tenantId: number,
  drafted: DraftedComment,
): Promise<StaffReply[]> => {
  const rows = await drafts.staffReplyRows(tenantId, {
    platform: drafted.platform,
    exceptCommentId: drafted.id,
    limit: CANDIDATES,
  });
  const seen = new Set<string>();
  return rows
    .map((row) => ({ row, similarity: staffReplySimilarity(drafted, row) }))
    .filter(({ similarity }) => similarity > 0)
    .sort((a, b) => b.similarity - a.similarity)
    .filter(({ row }) => !seen.has(row.replyText) && Boolean(seen.add(row.replyText)))
    .slice(0, OFFERED)
    .map(({ row }) => ({
      commentId: row.commentId,
      text: row.replyText,
      byUserId: row.byUserId,
    }));
};
