import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lazy, Suspense } from 'react';
import { Button, callFailureOf } from '@wms/ui-core';
import { APP_NAMESPACE } from '../i18n/catalogue';
import { isChunkLoadError } from './chunks';
import { resetForRetry } from './retry';

const Box = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.palette.message.error.border};
  background: ${({ theme }) => theme.palette.message.error.background};
  color: ${({ theme }) => theme.palette.message.error.text};
  border-radius: 8px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: flex-start;
`;

// The drift notice is loaded when a route first shows one: the login route's JavaScript budget
// (scripts/packages/login-route.mjs) has no room for what it never shows.
const RouteDrift = lazy(() => import('./RouteDrift'));

/**
 * The error boundary of every route: the shell stays, the failed screen says what happened in
 * the catalogue's words, and offers a retry (a chunk that failed to load is asked for again).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation(APP_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const chunk = isChunkLoadError(error);
  const retry = () => {
    resetForRetry();
    // A new history state is a new location: the router leaves the error and renders again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: { retry: Date.now() } });
  };
  // A drifted answer (or a call's HTTP failure) thrown while the screen rendered: which call and
  // which field, in the route's place; the shell and the other tabs go on (issue 47).
  const failure = callFailureOf(error);
  if (failure) return <div data-state="error-boundary"><Suspense fallback={null}><RouteDrift failure={failure} onRetry={retry} /></Suspense></div>;
  return (
    <Box role="alert" data-state="error-boundary">
      <strong>{chunk ? t('error.chunk') : t('core:message.systemError')}</strong>
      {chunk && 'code' in error && error.code === 'CSS_CHUNK_LOAD_FAILED' ? <span>{t('error.cssChunk')}</span> : null}
      <Button onClick={retry}>{t('error.retry')}</Button>
    </Box>
  );
}
