import { Button, Popconfirm } from '@arco-design/web-react';

type ConfirmButtonProps = {
  /** The row action's text, also the text of the button that confirms it. */
  label: string;
  title: string;
  content?: string;
  cancelText: string;
  /** A destructive action: both buttons are red. */
  danger?: boolean;
  ariaLabel?: string;
  /** A promise keeps the confirm button loading until it settles. */
  onOk: () => unknown;
};

/** A small text button in a table row that acts only after a confirmation popup. */
export const ConfirmButton = ({
  label,
  title,
  content,
  cancelText,
  danger,
  ariaLabel,
  onOk,
}: ConfirmButtonProps) => (
  <Popconfirm
    title={title}
    content={content}
    okText={label}
    okButtonProps={danger ? { status: 'danger' } : undefined}
    cancelText={cancelText}
    onOk={async () => {
      await onOk();
    }}
  >
    <Button size="mini" type="text" status={danger ? 'danger' : undefined} aria-label={ariaLabel}>
      {label}
    </Button>
  </Popconfirm>
);
