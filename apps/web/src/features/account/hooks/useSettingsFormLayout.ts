import type { FormProps } from '@arco-design/web-react';
import { useNarrowWindow } from '@/app/layout/useNarrowWindow';

/**
 * The settings forms' layout: labels beside their fields, or above them in a narrow window, where the label
 * column is too narrow for "Nickname" or "Country/region" and they wrapped under their required mark.
 */
export const useSettingsFormLayout = (): Pick<FormProps, 'layout' | 'labelCol' | 'wrapperCol'> =>
  useNarrowWindow()
    ? { layout: 'vertical', labelCol: { span: 24 }, wrapperCol: { span: 24 } }
    : { layout: 'horizontal', labelCol: { span: 5 }, wrapperCol: { span: 17 } };
