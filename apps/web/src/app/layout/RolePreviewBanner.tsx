import { Alert, Button } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';
import { useUserStore } from '@/app/stores/useUserStore';
import './RolePreviewBanner.css';

/**
 * While "switch roles" previews another role, says so above every page (outside the scrolled content, so it
 * stays in view): the menu and buttons are that role's, the server still answers as the user's own role.
 * One click goes back.
 */
export const RolePreviewBanner = () => {
  const t = useT();
  const ownRole = useUserStore((state) => state.user?.role);
  const shownRole = useUserStore((state) => state.role);
  const endRolePreview = useUserStore((state) => state.endRolePreview);
  if (!ownRole || !shownRole || ownRole === shownRole) return null;
  return (
    <Alert
      className="role-preview"
      type="warning"
      banner
      title={t('rolePreview.title', { role: t(`role.${shownRole}`) })}
      content={t('rolePreview.content', { role: t(`role.${ownRole}`) })}
      action={
        <Button size="small" type="primary" onClick={endRolePreview}>
          {t('rolePreview.back', { role: t(`role.${ownRole}`) })}
        </Button>
      }
    />
  );
};
