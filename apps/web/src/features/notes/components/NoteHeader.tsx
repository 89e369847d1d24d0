import { Card, Descriptions, Grid, Link, Space, Statistic, Tag, Typography } from '@arco-design/web-react';
import { IconLaunch } from '@arco-design/web-react/icon';
import { isPlatformLink, type TNoteCard } from '@notedesk/contract';
import type { ReactNode } from 'react';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { CommentImages, CommentText } from '@/features/comments';
import './NoteHeader.css';

type NoteHeaderProps = { note: TNoteCard; actions?: ReactNode };

/** Title, author, text, images, what the note is about and its metrics, with a link to the original. */
export const NoteHeader = ({ note, actions }: NoteHeaderProps) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const number = new Intl.NumberFormat(locale);
  const metrics: { label: string; value: string }[] = [
    { label: t('notes.metric.fans'), value: number.format(note.fansCount) },
    { label: t('notes.metric.comments'), value: number.format(note.commentCount) },
    { label: t('notes.metric.tracked'), value: number.format(note.trackedCommentCount) },
    { label: t('notes.metric.negative'), value: number.format(note.negCommentCount) },
    {
      label: t('notes.metric.negativeRatio'),
      value: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
        note.negCommentRatio,
      ),
    },
    { label: t('notes.metric.leads'), value: number.format(note.leadCommentCount) },
    { label: t('notes.metric.likes'), value: number.format(note.likes) },
    { label: t('notes.metric.collects'), value: number.format(note.collects) },
    { label: t('notes.metric.shares'), value: number.format(note.shares) },
  ];
  const dash = '—';
  // Only a link to the note on its platform becomes clickable: a stored `javascript:` or look-alike host
  // (written by an older version or another client) is not shown at all.
  const original = isPlatformLink(note.platform, note.note_url) ? note.note_url : '';
  return (
    <Card bordered={false} className="note-header">
      <div className="note-header__top">
        <div className="note-header__main">
          <Typography.Title heading={5} className="note-header__title">
            {note.title_desc || t('comments.noteTitleEmpty')}
          </Typography.Title>
          <Space wrap size={12} className="note-header__byline">
            <Typography.Text type="secondary">
              {t('notes.author')} · {note.author_name}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('notes.publishedAt', { time: formatDateTime(note.published_at, locale) })}
            </Typography.Text>
            <Tag size="small">{t(`comments.source.${note.source}`)}</Tag>
            {note.tracked ? null : (
              <Tag size="small" color="gray">
                {t('notes.untracked')}
              </Tag>
            )}
            {original ? (
              <Link href={original} target="_blank" rel="noopener noreferrer" icon={<IconLaunch />}>
                {t('notes.openOriginal')}
              </Link>
            ) : null}
          </Space>
        </div>
        {actions ? <Space className="note-header__actions">{actions}</Space> : null}
      </div>
      {note.description ? (
        <CommentText text={note.description} lines={4} className="note-header__text" />
      ) : null}
      {note.image_list.length ? (
        <div className="note-header__images">
          <CommentImages urls={note.image_list} size={56} />
        </div>
      ) : null}
      <Descriptions
        size="small"
        column={4}
        className="note-header__about"
        data={[
          { label: t('notes.brand'), value: note.brand?.name ?? dash },
          { label: t('notes.productLine'), value: note.product_line?.name ?? dash },
          { label: t('notes.product'), value: note.product?.name ?? dash },
          { label: t('notes.keyword'), value: note.keyword || dash },
        ]}
      />
      <Grid.Row gutter={12} className="note-header__metrics">
        {metrics.map((metric) => (
          <Grid.Col key={metric.label} xs={8} sm={6} md={4} lg={3} xl={3} xxl={2}>
            <Statistic title={metric.label} value={metric.value} styleValue={{ fontSize: 18 }} />
          </Grid.Col>
        ))}
      </Grid.Row>
    </Card>
  );
};
