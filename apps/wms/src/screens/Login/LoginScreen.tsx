import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Input, requestLanguageHeader } from '@wms/ui-core';
import { isWmsError } from '@wms/api';
import { useServicesLoader } from '../../app/ServicesContext';
import { AppStatus, useUpstreamHealth } from '../../config/AppStatus';
import { useRuntime } from '../../config/RuntimeConfigContext';
import { useSession } from '../../app/session';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { HOME_PATH, REGISTER_PATH, loginPrefill, safeRedirect } from '../../routes/guard';
import { preloadShell } from '../../routes/preload';
import { Card, Page } from '../CardPage/CardPage.styles';
import { LanguageToggle } from './LanguageToggle';

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.danger};
`;

/**
 * Login (/): ?username&password pre-fill the form (and are dropped from the address at once);
 * after login the user goes back to ?redirect when it is a path inside the app. Under the form:
 * the app's version and whether the server answers (issue 18). The services (the HTTP client)
 * and the shell start loading when the form is first used, so that the route itself downloads
 * only this screen (issue 20).
 */
export default function LoginScreen() {
  const { t, i18n } = useTranslation(APP_NAMESPACE);
  const loadServices = useServicesLoader();
  const { config, version } = useRuntime();
  const { health, recheck } = useUpstreamHealth(config.apiBase, requestLanguageHeader(i18n.language === 'en' ? 'en' : 'zh'));
  const titleId = useId();
  const { update } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [prefill] = useState(() => loginPrefill(location.search));
  const [username, setUsername] = useState(prefill?.username ?? '');
  const [password, setPassword] = useState(prefill?.password ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const redirect = safeRedirect(params.get('redirect'));

  useEffect(() => {
    // A password in the address bar ends up in history: keep only the redirect.
    if (prefill) void navigate(redirect ? `/?redirect=${encodeURIComponent(redirect)}` : '/', { replace: true });
  }, [prefill, redirect, navigate]);

  // Once the operator reaches for the form, what the login and the next screen need loads.
  const warmed = useRef(false);
  const warm = () => {
    if (warmed.current) return;
    warmed.current = true;
    loadServices().catch(() => undefined);
    preloadShell();
  };

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    warm();
    loadServices().then(({ api }) => api.login({ username: username.trim(), password })).then(
      (result) => {
        update({ token: result.token, user: result.user, userid: result.userid, wms: result.wms, wmsId: result.wmsId });
        void navigate(redirect ?? HOME_PATH, { replace: true });
      },
      (failure: unknown) => {
        setBusy(false);
        setError(isWmsError(failure) && failure.serverMessage ? failure.serverMessage : t('login.failed'));
      },
    );
  };

  return (
    <Page>
      <Card onSubmit={submit} onFocus={warm} onPointerDown={warm} aria-labelledby={titleId} noValidate>
        <h1 id={titleId}>{t('login.title')}</h1>
        <Input label={t('login.username')} name="username" value={username} onChange={setUsername} required width="100%" />
        <Input label={t('login.password')} name="password" type="password" value={password} onChange={setPassword} required width="100%" />
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Button type="submit" variant="primary" loading={busy} data-module-name={t('login.title')}>
          {t('login.submit')}
        </Button>
        <LanguageToggle />
        <Link to={REGISTER_PATH}>{t('login.register')}</Link>
        <AppStatus version={version} health={health} onRecheck={recheck} />
      </Card>
    </Page>
  );
}
