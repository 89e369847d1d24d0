import { Alert } from '@arco-design/web-react';
import {
  KNOWLEDGE_ANSWER_MAX,
  KNOWLEDGE_KEYWORDS_MAX,
  KNOWLEDGE_MAX_ROWS,
  KNOWLEDGE_PRODUCT_MAX,
  KNOWLEDGE_QUESTION_MAX,
  type TKnowledgeProblem,
  type TKnowledgeUploadResult,
} from '@notedesk/contract';
import type { MessageKey } from '@/app/i18n/messages';
import { useT } from '@/app/i18n/useT';

const LIMITS: Record<TKnowledgeProblem['reason'], number> = {
  question_missing: 0,
  answer_missing: 0,
  question_too_long: KNOWLEDGE_QUESTION_MAX,
  answer_too_long: KNOWLEDGE_ANSWER_MAX,
  product_too_long: KNOWLEDGE_PRODUCT_MAX,
  keywords_too_long: KNOWLEDGE_KEYWORDS_MAX,
  too_many_rows: KNOWLEDGE_MAX_ROWS,
  unreadable: 0,
  question_duplicate: 0,
};

/** Shown at most; the count says how many there were. */
const PROBLEMS_SHOWN = 50;

export type KnowledgeUploadOutcome =
  | { kind: 'done'; result: TKnowledgeUploadResult }
  | { kind: 'failed'; message: string; problems: TKnowledgeProblem[] };

/** What an upload did: rows read and imported, every row not imported by its line, or why it failed. */
export const KnowledgeUploadReport = ({ outcome }: { outcome: KnowledgeUploadOutcome | null }) => {
  const t = useT();
  if (!outcome) return null;
  const problems = outcome.kind === 'done' ? outcome.result.problems : outcome.problems;
  const problemList =
    problems.length > 0 ? (
      <>
        <div>{t('knowledge.result.problems', { count: problems.length })}</div>
        <ul className="knowledge-problems" style={{ margin: 0, paddingLeft: 20 }}>
          {problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
            <li key={problem.line}>
              {t('knowledge.problem.line', { line: problem.line })}：
              {t(`knowledge.problem.${problem.reason}` as MessageKey, {
                max: LIMITS[problem.reason],
                detail: problem.detail ?? '',
              })}
            </li>
          ))}
        </ul>
      </>
    ) : null;
  if (outcome.kind === 'failed') {
    return (
      <Alert
        type="error"
        title={t('knowledge.result.failed', { reason: outcome.message })}
        content={problemList}
        style={{ marginBottom: 12 }}
      />
    );
  }
  const { result } = outcome;
  return (
    <Alert
      type={problems.length > 0 ? 'warning' : 'success'}
      title={t('knowledge.result.title', { read: result.read, imported: result.imported })}
      content={
        <>
          {result.mode === 'replace' ? (
            <div>{t('knowledge.result.replaced', { removed: result.removed })}</div>
          ) : null}
          {result.updated > 0 ? (
            <div>{t('knowledge.result.updated', { updated: result.updated })}</div>
          ) : null}
          <div>{t('knowledge.result.total', { total: result.total })}</div>
          {problemList}
        </>
      }
      style={{ marginBottom: 12 }}
    />
  );
};
