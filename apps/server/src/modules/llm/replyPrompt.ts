import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CommentReplyPlan } from '../replies/planCommentReply';
import type {
  CommentReplyContext,
  NoteReplyContext,
  ReplyKnowledge,
  ReplyPersona,
} from '../replies/replyEngine';
import type { ChatMessage } from './chatCompletion';

/** What the prompt tells the LLM per platform, question kind, sensitive topic and policy (replyPromptRules.json). */
type PromptRules = {
  platform: Record<string, string>;
  question: Record<string, string>;
  sensitive: Record<string, string>;
  policy: Record<string, string>;
  always: string[];
};

/** Read once at start-up; the instructions are data, kept beside this code. */
const PROMPT_RULES: PromptRules = JSON.parse(
  readFileSync(join(import.meta.dirname, 'replyPromptRules.json'), 'utf8'),
);

const NOTE_TEXT_CHARS = 1500;
const MAX_REPLY_CHARS = 500;

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const personaPart = (persona: ReplyPersona | null): string[] => {
  if (!persona) return ['你是品牌的社媒运营，语气亲切、专业。'];
  return [
    `你以「${persona.name}」的身份回复，语气：${persona.tone || '亲切、专业'}。`,
    ...(persona.signOff ? [`结尾署名：${persona.signOff}`] : []),
    ...lines(persona.doRules).map((rule) => `要：${rule}`),
    ...lines(persona.dontRules).map((rule) => `不要：${rule}`),
    ...(persona.exampleReplies.length > 0
      ? ['示例回复（模仿语气，不要照抄）：', ...persona.exampleReplies.map((example) => `- ${example}`)]
      : []),
  ];
};

const factsPart = (brandName: string | null, productName: string | null): string[] => [
  ...(brandName ? [`品牌：${brandName}`] : []),
  ...(productName ? [`产品：${productName}`] : []),
];

const knowledgePart = (knowledge: readonly ReplyKnowledge[]): string[] =>
  knowledge.length === 0
    ? []
    : [
        '知识库（回答须与之一致，不要编造其中没有的事实）：',
        ...knowledge.map(
          (row) => `- 问：${row.question} 答：${row.answer}${row.product ? `（产品：${row.product}）` : ''}`,
        ),
      ];

const RULES = [
  '只输出回复正文本身，不要解释，不要加引号。',
  `回复不超过 ${MAX_REPLY_CHARS} 字，使用评论的语言。`,
  ...PROMPT_RULES.always,
];

/** How this comment is to be answered: its platform's calls to action, each question asked, the policy. */
const planPart = (context: CommentReplyContext, plan: CommentReplyPlan): string[] => {
  const rules = [
    PROMPT_RULES.platform[context.comment.platform] ?? '',
    PROMPT_RULES.policy[plan.policy] ?? '',
    ...(plan.signals.sensitive ? [PROMPT_RULES.sensitive[plan.signals.sensitive] ?? ''] : []),
    ...plan.signals.questions.map((kind) => PROMPT_RULES.question[kind] ?? ''),
  ].filter(Boolean);
  const staff = (context.staffReplies ?? []).map((reply) => `- ${reply.text}`);
  return [
    ...rules,
    ...(staff.length > 0 ? ['团队对类似评论的回复（优先沿用其说法）：', ...staff] : []),
    ...(context.previousDraft ? [`上一版草稿（这次换一种写法，不要重复）：${context.previousDraft}`] : []),
  ];
};

const system = (
  persona: ReplyPersona | null,
  brandName: string | null,
  productName: string | null,
  knowledge: readonly ReplyKnowledge[],
  plan: string[] = [],
): ChatMessage => ({
  role: 'system',
  content: [
    ...personaPart(persona),
    ...factsPart(brandName, productName),
    ...knowledgePart(knowledge),
    ...RULES,
    ...plan,
  ].join('\n'),
});

const clip = (text: string, chars: number): string =>
  text.length > chars ? `${text.slice(0, chars)}…` : text;

/** Persona, product facts and knowledge as the system message; the note, thread and comment as the user's. */
export const commentReplyPrompt = (context: CommentReplyContext, plan?: CommentReplyPlan): ChatMessage[] => [
  system(
    context.persona,
    context.brandName,
    context.productName,
    context.knowledge,
    plan ? planPart(context, plan) : [],
  ),
  {
    role: 'user',
    content: [
      ...(context.note
        ? [`笔记标题：${context.note.title}`, `笔记正文：${clip(context.note.description, NOTE_TEXT_CHARS)}`]
        : []),
      ...(context.thread.length > 0
        ? [
            '评论串（从早到晚）：',
            ...context.thread.map((entry) => `${entry.userNickname}：${entry.content}`),
          ]
        : []),
      `要回复的评论（${context.comment.userNickname}）：${context.comment.content}`,
      '请写一条回复。',
    ].join('\n'),
  },
];

export const noteReplyPrompt = (context: NoteReplyContext): ChatMessage[] => [
  system(context.persona, context.brandName, context.productName, context.knowledge),
  {
    role: 'user',
    content: [
      `笔记作者：${context.note.authorName}`,
      `笔记标题：${context.note.title}`,
      `笔记正文：${clip(context.note.description, NOTE_TEXT_CHARS)}`,
      '请以品牌身份在这篇笔记下写一条评论。',
    ].join('\n'),
  },
];

/** The reply text, or undefined for an empty or overlong answer. */
export const parseReply = (text: string): string | undefined => {
  const reply = text
    .trim()
    .replace(/^["“「](.*)["”」]$/s, '$1')
    .trim();
  return reply.length > 0 && reply.length <= MAX_REPLY_CHARS ? reply : undefined;
};
