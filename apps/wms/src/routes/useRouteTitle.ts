import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { APP_NAMESPACE } from '../i18n/catalogue';
import type { AppRoute } from './types';

/**
 * The title of a route in the current language; the iframe routes take theirs from the route
 * parameter `title` when present (CONTRACT.md §B2).
 */
export function useRouteTitle(route: AppRoute | undefined): string {
  const { t } = useTranslation(APP_NAMESPACE);
  const [params] = useSearchParams();
  if (!route) return t('shell.notFound');
  const given = route.meta.iframe ? params.get('title')?.trim() : undefined;
  return given ? given : t(route.titleKey);
}
