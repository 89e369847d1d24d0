import type { RulesProps } from '@arco-design/web-react';

/** Required, and more than spaces: the server trims what it is sent, so "   " would come back as "required". */
export const requiredText = (message: string): RulesProps[] => [
  {
    required: true,
    message,
    validator: (value: unknown, callback: (error?: string) => void) =>
      callback(typeof value === 'string' && value.trim() === '' ? message : undefined),
  },
];
