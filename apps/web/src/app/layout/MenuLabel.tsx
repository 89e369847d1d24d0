import { Tooltip } from '@arco-design/web-react';
import { useRef, useState } from 'react';

/**
 * A menu label on one line: when the menu is too narrow for it (English at the default width) it ends in an
 * ellipsis and hovering shows it whole.
 */
export const MenuLabel = ({ text }: { text: string }) => {
  const label = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const isCut = () => {
    const element = label.current;
    return !!element && element.scrollWidth > element.clientWidth;
  };
  return (
    <Tooltip
      content={text}
      position="right"
      popupVisible={visible}
      onVisibleChange={(next) => setVisible(next && isCut())}
    >
      <span ref={label} className="app-menu__text">
        {text}
      </span>
    </Tooltip>
  );
};
