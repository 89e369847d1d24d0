import { Space, Typography } from '@arco-design/web-react';
import type { ReactNode } from 'react';

/** A section's explanation and its add buttons, above its table. */
export const SectionToolbar = ({ help, children }: { help: string; children: ReactNode }) => (
  <div className="tracking-config__toolbar">
    <Typography.Text type="secondary">{help}</Typography.Text>
    <Space>{children}</Space>
  </div>
);
