import { Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { DeletedNoteList } from './DeletedNoteList';
import { TrackedNoteList } from './TrackedNoteList';
import './TrackedNotesPanel.css';

/** The tracked-notes tab: every note (search, add, tracking, delete) and the recently deleted ones. */
export const TrackedNotesPanel = () => {
  const t = useT();
  const [view, setView] = useState('notes');
  return (
    <Tabs type="text" activeTab={view} onChange={setView} className="tracked-notes" destroyOnHide>
      <Tabs.TabPane key="notes" title={t('trackedNotes.view.notes')}>
        <TrackedNoteList />
      </Tabs.TabPane>
      <Tabs.TabPane key="deleted" title={t('trackedNotes.view.deleted')}>
        <DeletedNoteList />
      </Tabs.TabPane>
    </Tabs>
  );
};
