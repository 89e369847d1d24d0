import { useT } from '@/app/i18n/useT';
import './Logo.css';

/** The product mark and name. */
export const Logo = () => {
  const t = useT();
  return (
    <div className="logo">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="rgb(var(--primary-6))" />
        <path d="M9 8h9l5 5v11H9z" fill="#fff" />
        <path d="M12 16h8M12 20h6" stroke="rgb(var(--primary-6))" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo__name">{t('app.name')}</span>
    </div>
  );
};
