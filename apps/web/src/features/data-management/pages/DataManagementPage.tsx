import { Card, Tabs } from '@arco-design/web-react';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '@/app/i18n/useT';
import { useUserStore } from '@/app/stores/useUserStore';
import { DATA_MANAGEMENT_TABS } from '../dataManagementTabs';
import './DataManagementPage.css';

/**
 * Data management: one tab per job (tracked notes, imports, tracking setup, personas, knowledge,
 * classifier, AI settings, API keys), those the user's role may use. The open tab is kept in the
 * address (`?tab=`) so it can be shared and survives a reload.
 */
export const DataManagementPage = () => {
  const t = useT();
  const role = useUserStore((state) => state.role);
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = DATA_MANAGEMENT_TABS.filter((tab) => role !== '' && tab.roles.includes(role));
  // A kept-alive page also renders while another page is shown: read only this page's own address.
  const ownPath = useRef(location.pathname).current;
  const ownSearch = useRef(location.search);
  if (location.pathname === ownPath) ownSearch.current = location.search;
  const asked = new URLSearchParams(ownSearch.current).get('tab');
  const active = tabs.find((tab) => tab.key === asked)?.key ?? tabs[0]?.key;
  const open = (key: string) => navigate({ pathname: ownPath, search: `?tab=${key}` }, { replace: true });
  return (
    <Card bordered={false} className="data-management" title={t('dataManagement.title')}>
      <Tabs activeTab={active} onChange={open} lazyload destroyOnHide={false}>
        {tabs.map(({ key, title, Panel }) => (
          <Tabs.TabPane key={key} title={t(title)}>
            <Panel />
          </Tabs.TabPane>
        ))}
      </Tabs>
    </Card>
  );
};
