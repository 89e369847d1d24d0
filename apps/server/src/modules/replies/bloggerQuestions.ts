import { situationHolds } from './commentSignals';
import { CLAUSE_BREAK } from './composeCommentReply';

const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A comment under a blogger's note with the clauses that ask the blogger about her own routine or life
 * (commentSignals.json `bloggerRoutine`: 博主平时用什么…, 你几点睡, 从…开始用的) taken out: the brand cannot answer for
 * her, so a draft answers only what is left (a question about our product). `asked` says whether any was taken out.
 */
export const withoutBloggerQuestions = (
  text: string,
  holds: (name: string, text: string) => boolean = situationHolds,
): { rest: string; asked: boolean } => {
  const toBlogger = text
    .split(CLAUSE_BREAK)
    .filter((clause) => clause !== '' && holds('bloggerRoutine', clause));
  if (toBlogger.length === 0) return { rest: text, asked: false };
  // Cut in place, with the marks that closed each clause, so the rest keeps its own question marks.
  const rest = toBlogger
    .reduce(
      (left, clause) => left.replace(new RegExp(`${literal(clause)}[?？!！。，,；;、~～\\s]*`), ''),
      text,
    )
    .trim();
  return { rest, asked: true };
};
