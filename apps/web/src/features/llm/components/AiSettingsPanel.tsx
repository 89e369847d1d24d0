import { Alert, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../app/i18n/useT';
import { LoadFailed } from '../../../app/ui/LoadFailed';
import { fetchLlmSettings, LLM_SETTINGS_KEY } from '../api';
import { LlmSettingsForm } from './LlmSettingsForm';
import { LlmUsageCard } from './LlmUsageCard';
import './AiSettingsPanel.css';

/** Admins: the tenant's optional LLM provider (settings, connection test) and its token use. */
export const AiSettingsPanel = () => {
  const t = useT();
  const settings = useQuery({ queryKey: LLM_SETTINGS_KEY, queryFn: fetchLlmSettings });

  if (settings.isPending) {
    return (
      <div className="ai-settings-state">
        <Spin tip={t('aiSettings.loading')} />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <LoadFailed
        message={t('aiSettings.loadFailed', { reason: settings.error.message })}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return (
    <div className="ai-settings">
      <Alert className="ai-settings-intro" type="info" content={t('aiSettings.description')} />
      <LlmSettingsForm settings={settings.data} />
      <LlmUsageCard />
    </div>
  );
};
