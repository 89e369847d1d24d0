import { useQuery } from '@tanstack/react-query';
import { FEISHU_SETTINGS_KEY, fetchFeishuSettings } from '../api';

/** The tenant's Feishu settings (the app secret never comes back, only whether it is set). */
export const useFeishuSettings = () =>
  useQuery({ queryKey: FEISHU_SETTINGS_KEY, queryFn: fetchFeishuSettings });
