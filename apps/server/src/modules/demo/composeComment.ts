import type {
  TClsType,
  TContentSource,
  TContentType,
  TNegType,
  TPlatform,
  TSentiment,
} from '@notedesk/contract';
import { fillTemplate } from '../../fillTemplate';
import { COMMENT_KINDS, type CommentKind } from './commentKinds';
import { CLOSERS, EMOJI, OPENERS, SKIN_TYPES } from './contentFragments';
import type { Random } from './createRandom';
import { demoRepliesFor } from './demoReplies';

/** What the composer needs to know about the note a comment is written under. */
export type CommentContext = {
  platform: TPlatform;
  source: TContentSource;
  /** Products a commenter may name: the note's product first when it has one. */
  productNames: readonly string[];
  brandName: string;
  competitorNames: readonly string[];
  ownBrandName: string;
  /** The own product a brand reply talks about (the note's, or the closest match for other notes). */
  replyProductName: string;
  /** How commenters address the note's author (博主, or 官方/小编 under the brand's own notes). */
  hostNames: readonly string[];
  /** Nicknames to @mention. */
  friendNames: readonly string[];
};

export type ComposedComment = {
  kind: CommentKind;
  content: string;
  clsType: TClsType;
  sentiment: TSentiment;
  negType: TNegType | null;
  contentType: TContentType;
  /** The embedded classifier's confidence for this text. */
  confidence: number;
  wantsPicture: boolean;
  /**
   * When the brand answers such a comment: an AI-drafted answer, and the answer a staff member writes in its
   * place when they edit it.
   */
  replies: { draft: string; staff: string } | null;
};

/** How a reply under another comment often starts when it agrees with it. */
const AGREEING: Readonly<Record<string, readonly string[]>> = {
  question: ['同问，', '同问+1 ', '我也想知道，', '蹲，'],
  negative: ['我也是，', '一样，', '+1，', '真的，'],
  positive: ['真的！', '同感，', '+1 ', '对对对，'],
  neutral: ['确实，', '同感，', ''],
};

/** The draft, and the other answer as the staff member's own wording. */
const pickReplies = (at: number, answer: (at: number) => string) => ({
  draft: answer(at),
  staff: answer(at + 1),
});

const round2 = (value: number): number => Math.round(value * 100) / 100;

const slotValues = (random: Random, context: CommentContext) => (slot: string) => {
  switch (slot) {
    case 'p':
      return context.productNames[0] ?? random.pick(context.productNames);
    case 'b':
      return context.brandName;
    case 'c':
      return random.pick(context.competitorNames);
    case 'skin':
      return random.pick(SKIN_TYPES);
    case 'd':
      return String(random.pick([3, 5, 7, 10, 14, 20, 21, 28, 30]));
    case 'n':
      return String(random.int(2, 5));
    case 'price':
      return String(random.pick([89, 99, 129, 139, 159, 169, 199, 229, 259, 299, 329, 399]));
    case 'age':
      return String(random.int(16, 45));
    case 'host':
      return random.pick(context.hostNames);
    case 'friend':
      return `@${random.pick(context.friendNames)}`;
    default:
      return undefined;
  }
};

const decorate = (
  random: Random,
  kind: CommentKind,
  platform: TPlatform,
  body: string,
  lead: string,
): string => {
  const chatter = kind.clsType === 100;
  const aside = kind.contentType === 'non_product';
  // "亲测"/"踩雷了" open product talk; remarks about the blogger or ads get plainer openers.
  const openers = aside
    ? kind.tone === 'negative'
      ? ['无语了，', '说实话，', '真的服了，']
      : ['哈哈哈，', '说真的，']
    : OPENERS[kind.tone];
  // A reply that already starts with "同问，"/"+1 " gets no second opener.
  const opener = lead || (!chatter && random.chance(0.22) ? random.pick(openers) : '');
  // Remarks about ads or the blogger are not about the product, so they do not end in "will buy again".
  const closers = aside
    ? kind.tone === 'negative'
      ? ['。', '！！', '…', '']
      : ['！', '～', '']
    : CLOSERS[kind.tone];
  const closer = random.chance(chatter ? 0.15 : 0.5) ? random.pick(closers) : '';
  const emojiChance = platform === 'xhs' ? 0.35 : 0.25;
  let emoji = '';
  if (random.chance(emojiChance)) {
    const sticker = random.pick(EMOJI[platform][kind.tone]);
    emoji = random.chance(0.3) ? sticker.repeat(random.int(2, 3)) : sticker;
  }
  return `${opener}${body}${closer}${emoji}`;
};

/**
 * Writes one believable comment and the labels that go with it: a kind is drawn by how often it appears
 * under notes of this source, a template of that kind is filled, and openers, closers and platform
 * stickers vary the wording. `under` is the parent comment's kind when this is a reply.
 */
export const composeComment = (
  random: Random,
  context: CommentContext,
  under: CommentKind | null = null,
): ComposedComment => {
  const agrees = under !== null && random.chance(0.5);
  const kind = agrees ? under : random.weighted(COMMENT_KINDS, (k) => k.weight[context.source]);
  // A slot keeps its value for the whole comment, so the brand's answer speaks of the skin type asked about.
  const drawn = new Map<string, string | undefined>();
  const draw = slotValues(random, context);
  const values = (slot: string) => {
    if (!drawn.has(slot)) drawn.set(slot, draw(slot));
    return drawn.get(slot);
  };
  const lead =
    agrees && kind.clsType !== 100 && random.chance(0.6) ? random.pick(AGREEING[kind.tone] ?? ['']) : '';
  // Drawn where it always was, so the demo's comments stay what they were.
  const template = random.pick(kind.templates);
  const content = decorate(random, kind, context.platform, fillTemplate(template, values, ''), lead);
  const [low, high] = kind.confidence;
  // Replies are written as the brand, so they name the brand's own products and brand.
  const replyValues = (slot: string) =>
    slot === 'b' ? context.ownBrandName : slot === 'p' ? context.replyProductName : values(slot);
  const answers = demoRepliesFor(kind.key, template);
  const answer = (at: number) => fillTemplate(answers[at % answers.length]!, replyValues, '');
  return {
    kind,
    content,
    clsType: kind.clsType,
    sentiment: kind.sentiment,
    negType: kind.negType,
    contentType: kind.contentType,
    confidence: round2(low + random.next() * (high - low)),
    wantsPicture: random.chance(kind.pictureChance),
    replies: answers.length > 0 ? pickReplies(random.int(0, answers.length - 1), answer) : null,
  };
};
