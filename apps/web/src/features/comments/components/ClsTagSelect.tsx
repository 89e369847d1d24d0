import { Dropdown, Menu, Tag } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { CLS_TYPES, type TClsType } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { CLS_COLORS } from '../labels';

type ClsTagSelectProps = {
  value: TClsType | null;
  onChange: (value: TClsType) => void;
  /** A staff edit is shown as such (it is never overwritten by the classifier). */
  byStaff?: boolean;
};

/** The comment's class as a compact tag; clicking it offers the other classes. */
export const ClsTagSelect = ({ value, onChange, byStaff }: ClsTagSelectProps) => {
  const t = useT();
  const label = value === null ? t('comments.cls.none') : t(`comments.cls.${value}`);
  return (
    <Dropdown
      trigger="click"
      droplist={
        <Menu
          selectedKeys={value === null ? [] : [String(value)]}
          onClickMenuItem={(key) => {
            const next = CLS_TYPES.find((cls) => String(cls) === key);
            if (next !== undefined && next !== value) onChange(next);
          }}
        >
          {CLS_TYPES.map((cls) => (
            <Menu.Item key={String(cls)}>{t(`comments.cls.${cls}`)}</Menu.Item>
          ))}
        </Menu>
      }
    >
      <Tag
        size="small"
        color={value === null ? undefined : CLS_COLORS[value]}
        className="cls-tag"
        role="button"
        tabIndex={0}
        aria-label={`${t('comments.cls.change')}: ${label}`}
        bordered={byStaff}
      >
        {label} <IconDown />
      </Tag>
    </Dropdown>
  );
};
