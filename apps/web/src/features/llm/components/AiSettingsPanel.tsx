import { Alert, Spin } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useLlmSettings } from '../hooks/useLlmSettings';
import { LlmSettingsForm } from './LlmSettingsForm';
import { LlmUsageCard } from './LlmUsageCard';
import './AiSettingsPanel.css';

/** Admins: the tenant's optional LLM provider (settings, connection test) and its token use. */
export const AiSettingsPanel = () => {
  const t = useT();
  const settings = useLlmSettings();

  if (settings.isPending) {
    return (
      <div className="ai-settings-state">
        <Spin tip={t('aiSettings.loading')} />
      </div>
    );
  }
  if (settings.isError) {
    return <LoadFailed query={settings} message={(reason) => t('aiSettings.loadFailed', { reason })} />;
  }
  return (
    <div className="ai-settings">
      <Alert className="ai-settings-intro" type="info" content={t('aiSettings.description')} />
      <LlmSettingsForm settings={settings.data} />
      <LlmUsageCard />
    </div>
  );
};
