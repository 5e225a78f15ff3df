import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Input } from '@wms/ui-core';
import { isWmsError } from '@wms/api';
import { useServices } from '../../app/ServicesContext';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { LOGIN_PATH } from '../../routes/guard';
import { Card, Page } from '../CardPage/CardPage.styles';

/** After a successful registration, login follows after this long (CONTRACT.md §B9). */
export const REGISTER_REDIRECT_MS = 3000;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.palette.danger : theme.palette.message.success.text)};
`;

/** Registration code (/licenseRegister), always reachable: success, then login after 3 s. */
export default function RegisterScreen() {
  const { t } = useTranslation(APP_NAMESPACE);
  const { api } = useServices();
  const titleId = useId();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  useEffect(() => {
    if (!result?.ok) return undefined;
    const timer = setTimeout(() => void navigate(LOGIN_PATH), REGISTER_REDIRECT_MS);
    return () => { clearTimeout(timer); };
  }, [result, navigate]);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!code.trim()) {
      setResult({ ok: false, text: t('register.required') });
      return;
    }
    setBusy(true);
    api.registerLicense(code.trim()).then(
      () => { setResult({ ok: true, text: t('register.success') }); },
      (failure: unknown) => {
        setBusy(false);
        setResult({ ok: false, text: isWmsError(failure) && failure.serverMessage ? failure.serverMessage : t('register.failed') });
      },
    );
  };

  return (
    <Page>
      <Card $width={420} onSubmit={submit} aria-labelledby={titleId} noValidate>
        <h1 id={titleId}>{t('route.licenseRegister')}</h1>
        <Input label={t('register.code')} name="code" value={code} onChange={setCode} required width="100%" disabled={result?.ok} />
        {result ? (
          <Note role={result.ok ? 'status' : 'alert'} $error={!result.ok}>
            {result.text}
          </Note>
        ) : null}
        <Button type="submit" variant="primary" loading={busy} disabled={result?.ok} data-module-name={t('route.licenseRegister')}>
          {t('register.submit')}
        </Button>
        <Link to={LOGIN_PATH}>{t('register.backToLogin')}</Link>
      </Card>
    </Page>
  );
}
