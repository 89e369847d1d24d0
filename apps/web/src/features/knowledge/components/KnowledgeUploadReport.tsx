import { Alert } from '@arco-design/web-react';
import type { TKnowledgeProblem, TKnowledgeUploadResult } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { KnowledgeProblemList } from './KnowledgeProblemList';

export type KnowledgeUploadOutcome =
  | { kind: 'done'; result: TKnowledgeUploadResult }
  | { kind: 'failed'; message: string; problems: TKnowledgeProblem[] };

/** What an upload did: rows read and imported, every row not imported by its line, or why it failed. */
export const KnowledgeUploadReport = ({ outcome }: { outcome: KnowledgeUploadOutcome | null }) => {
  const t = useT();
  if (!outcome) return null;
  const problems = outcome.kind === 'done' ? outcome.result.problems : outcome.problems;
  const problemList = <KnowledgeProblemList problems={problems} />;
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
