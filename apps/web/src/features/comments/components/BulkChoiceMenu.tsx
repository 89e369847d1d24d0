import { Button, type ButtonProps, Dropdown, Menu } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';

type BulkChoiceMenuProps<V extends number> = {
  label: string;
  /** The values the action can set, in menu order. */
  choices: readonly V[];
  choiceLabel: (choice: V) => string;
  onChoose: (choice: V) => void;
  /** No rows selected: the menu does not open. */
  disabled: boolean;
  button: Pick<ButtonProps, 'type' | 'loading' | 'disabled'>;
};

/** A bulk-bar button whose menu lists the values its action sets on the selected rows (a status, a class). */
export const BulkChoiceMenu = <V extends number>({
  label,
  choices,
  choiceLabel,
  onChoose,
  disabled,
  button,
}: BulkChoiceMenuProps<V>) => (
  <Dropdown
    trigger="click"
    disabled={disabled}
    droplist={
      <Menu
        onClickMenuItem={(key) => {
          const choice = choices.find((value) => String(value) === key);
          if (choice !== undefined) onChoose(choice);
        }}
      >
        {choices.map((choice) => (
          <Menu.Item key={String(choice)}>{choiceLabel(choice)}</Menu.Item>
        ))}
      </Menu>
    }
  >
    <Button size="small" {...button}>
      {label} <IconDown />
    </Button>
  </Dropdown>
);
