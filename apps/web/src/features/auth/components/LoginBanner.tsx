import { IconCheckCircleFill } from '@arco-design/web-react/icon';
import { useT } from '@/app/i18n/useT';

/** Spec §1: the banner about a simple social-media maintenance platform with AI-based reply. */
export const LoginBanner = () => {
  const t = useT();
  return (
    <div className="login-banner">
      <div className="login-banner__inner">
        <h2 className="login-banner__title">{t('login.banner.title')}</h2>
        <p className="login-banner__subtitle">{t('login.banner.subtitle')}</p>
        <ul className="login-banner__points">
          <li>
            <IconCheckCircleFill /> {t('login.banner.point1')}
          </li>
          <li>
            <IconCheckCircleFill /> {t('login.banner.point2')}
          </li>
          <li>
            <IconCheckCircleFill /> {t('login.banner.point3')}
          </li>
        </ul>
        <div className="login-banner__art" aria-hidden="true">
          <div className="login-banner__card login-banner__card--note">
            <span />
            <span />
            <span />
          </div>
          <div className="login-banner__card login-banner__card--reply">
            <span />
            <span />
          </div>
        </div>
      </div>
    </div>
  );
};
