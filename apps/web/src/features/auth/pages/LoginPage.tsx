import { useT } from '@/app/i18n/useT';
import { Logo } from '@/app/layout/Logo';
import { LoginBanner } from '../components/LoginBanner';
import { LoginForm } from '../components/LoginForm';
import { LoginLanguageSwitch } from '../components/LoginLanguageSwitch';
import './LoginPage.css';

export const LoginPage = () => {
  const t = useT();
  return (
    <div className="login-page">
      <div className="login-page__logo">
        <Logo />
      </div>
      <LoginBanner />
      <div className="login-page__content">
        <LoginLanguageSwitch />
        <LoginForm />
        <footer className="login-page__footer">{t('app.footer')}</footer>
      </div>
    </div>
  );
};
