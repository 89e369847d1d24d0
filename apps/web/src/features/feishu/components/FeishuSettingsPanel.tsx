import { Alert, Spin } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useFeishuSettings } from '../hooks/useFeishuSettings';
import { FeishuSettingsForm } from './FeishuSettingsForm';
import { KnowledgeSheetSync } from './KnowledgeSheetSync';
import './FeishuSettingsPanel.css';

/** Admins: the tenant's Feishu app and sheets, a test that says what is wrong, and the knowledge-sheet sync. */
export const FeishuSettingsPanel = () => {
  const t = useT();
  const settings = useFeishuSettings();
  if (settings.isPending) {
    return (
      <div className="feishu-settings-state">
        <Spin tip={t('feishu.loading')} />
      </div>
    );
  }
  if (settings.isError) {
    return <LoadFailed query={settings} message={(reason) => t('feishu.loadFailed', { reason })} />;
  }
  return (
    <div className="feishu-settings">
      <Alert className="feishu-settings-intro" type="info" content={t('feishu.description')} />
      <FeishuSettingsForm settings={settings.data} />
      <KnowledgeSheetSync settings={settings.data} />
    </div>
  );
};
