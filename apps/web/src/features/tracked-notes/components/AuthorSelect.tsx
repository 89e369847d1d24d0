import { Select } from '@arco-design/web-react';
import type { TPlatform } from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { useNoteAuthors } from '../hooks/useNoteAuthors';

type AuthorSelectProps = { platform: TPlatform; value: string; onChange: (authorId: string) => void };

/** Picks a note author by name (the list filters by the author's id). */
export const AuthorSelect = ({ platform, value, onChange }: AuthorSelectProps) => {
  const t = useT();
  const [search, setSearch] = useState('');
  const authors = useNoteAuthors(platform, search);
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      aria-label={t('trackedNotes.filter.author')}
      placeholder={t('trackedNotes.filter.author')}
      style={{ width: 180 }}
      value={value || undefined}
      loading={authors.isFetching}
      onSearch={setSearch}
      onChange={(next?: string) => onChange(next ?? '')}
      options={(authors.data ?? []).map((author) => ({
        value: author.user_id,
        label: `${author.nickname || author.user_id} (${author.count})`,
      }))}
      notFoundContent={t('trackedNotes.filter.noAuthors')}
    />
  );
};
