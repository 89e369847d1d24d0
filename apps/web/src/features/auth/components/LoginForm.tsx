import { Button, Form, Input, Message } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HttpError } from '@/app/http/HttpError';
import { useT } from '@/app/i18n/useT';
import { landingAfterLogin } from '@/app/router/landingAfterLogin';
import { sessionApi } from '@/app/session/sessionApi';
import { tokenStorage } from '@/app/session/tokenStorage';
import { useUserStore } from '@/app/stores/useUserStore';
import { requestToken } from '../api';

type LoginValues = { username: string; password: string };

/** Username and password; on success the token is stored and the redirect target (or the role's first page) opened. */
export const LoginForm = () => {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form] = Form.useForm<LoginValues>();
  const [loading, setLoading] = useState(false);
  const [errorMessage, setErrorMessage] = useState('');

  const submit = async (values: LoginValues) => {
    setLoading(true);
    setErrorMessage('');
    try {
      const response = await requestToken(values.username.trim(), values.password);
      if (!response.access_token) throw new Error(t('login.form.noToken'));
      tokenStorage.set(response.access_token);
      // The role decides where to land: a target it may not open gives way to its first permitted page.
      const user = await sessionApi.me();
      useUserStore.getState().setUser(user);
      Message.success(t('login.form.login.success'));
      navigate(landingAfterLogin(search, user.role));
    } catch (error) {
      // A token whose profile did not load is no session.
      tokenStorage.clear();
      // The server's detail when it sent one, else the generic sentence (spec §5).
      const message =
        error instanceof HttpError
          ? error.detail || t('login.form.login.errMsg')
          : error instanceof Error
            ? error.message
            : t('login.form.login.errMsg');
      setErrorMessage(message || t('login.form.login.errMsg'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="login-form">
      <h1 className="login-form__title">{t('login.form.title')}</h1>
      <p className="login-form__subtitle">{t('login.form.subtitle')}</p>
      <div className="login-form__error" role="alert">
        {errorMessage}
      </div>
      <Form form={form} layout="vertical" onSubmit={(values) => void submit(values)} autoComplete="on">
        <Form.Item
          field="username"
          rules={[{ required: true, message: t('login.form.userName.errMsg') }]}
          validateTrigger={['onBlur']}
        >
          <Input
            aria-label={t('login.form.username')}
            name="username"
            autoComplete="username"
            prefix={<IconUser />}
            placeholder={t('login.form.username')}
          />
        </Form.Item>
        <Form.Item
          field="password"
          rules={[{ required: true, message: t('login.form.password.errMsg') }]}
          validateTrigger={['onBlur']}
        >
          <Input.Password
            aria-label={t('login.form.password')}
            name="password"
            autoComplete="current-password"
            prefix={<IconLock />}
            placeholder={t('login.form.password')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={loading}>
          {t('login.form.login')}
        </Button>
      </Form>
    </div>
  );
};
