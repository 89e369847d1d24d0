import { Link, Tooltip } from '@arco-design/web-react';
import { IconShareExternal } from '@arco-design/web-react/icon';
import type { TExportedLinks } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';

/** "N exported" linking to the Feishu sheet, for a note whose comments are in it; nothing otherwise. */
export const ExportedCommentsLink = ({
  noteId,
  links,
}: {
  noteId: number;
  links: TExportedLinks | undefined;
}) => {
  const t = useT();
  const entry = links?.[String(noteId)];
  if (!entry || entry.count === 0) return null;
  return (
    <Tooltip content={t('feishu.exported.title', { count: entry.count })}>
      <Link
        href={entry.link}
        target="_blank"
        rel="noreferrer"
        className="feishu-exported-link"
        data-testid="feishu-exported-link"
        icon={<IconShareExternal />}
      >
        {t('feishu.exported', { count: entry.count })}
      </Link>
    </Tooltip>
  );
};
