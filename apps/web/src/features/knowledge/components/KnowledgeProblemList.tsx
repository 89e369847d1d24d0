import {
  KNOWLEDGE_ANSWER_MAX,
  KNOWLEDGE_KEYWORDS_MAX,
  KNOWLEDGE_MAX_ROWS,
  KNOWLEDGE_PRODUCT_MAX,
  KNOWLEDGE_QUESTION_MAX,
  type TKnowledgeProblem,
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

/** The rows of a knowledge file or sheet that were not stored, each by its line and reason; nothing if none. */
export const KnowledgeProblemList = ({ problems }: { problems: readonly TKnowledgeProblem[] }) => {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <>
      <div>{t('knowledge.result.problems', { count: problems.length })}</div>
      <ul className="knowledge-problems" style={{ margin: 0, paddingLeft: 20 }}>
        {problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
          <li key={problem.line}>
            {t('knowledge.problem.line', { line: problem.line })}
            {t('knowledge.problem.separator')}
            {t(`knowledge.problem.${problem.reason}` as MessageKey, {
              max: LIMITS[problem.reason],
              detail: problem.detail ?? '',
            })}
          </li>
        ))}
      </ul>
    </>
  );
};
