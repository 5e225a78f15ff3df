import { createI18n } from '@wms/ui-core';
import { gridCatalogue, GRID_NAMESPACE } from '@wms/ui-grid';
import { formCatalogue, FORM_NAMESPACE } from '@wms/ui-form';
import { APP_NAMESPACE, appCatalogue } from '../i18n/catalogue';
import { loginHref, stripBasename } from '../routes/guard';
import { BASENAME, createAppRouter } from '../routes/router';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../config/runtimeConfig';
import { createServices } from './services';

/**
 * Creates i18n (saved language, zh by default), the router and the services, wired together;
 * the API calls go to the runtime configuration's apiBase.
 */
export function bootstrap(config: RuntimeConfig = DEFAULT_CONFIG) {
  const i18n = createI18n({ catalogues: { [APP_NAMESPACE]: appCatalogue, [GRID_NAMESPACE]: gridCatalogue, [FORM_NAMESPACE]: formCatalogue } });
  document.documentElement.lang = i18n.language === 'en' ? 'en' : 'zh-CN';
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  });
  const holder: { router?: ReturnType<typeof createAppRouter> } = {};
  const services = createServices({
    i18n,
    baseURL: config.apiBase,
    // A 401 goes to login once, remembering the page asked for.
    onUnauthorized: () => {
      const location = holder.router?.state.location;
      // The router's state holds the full path, basename included; the redirect is in-app.
      const path = location ? `${stripBasename(location.pathname, BASENAME)}${location.search}` : undefined;
      // sessionEnded: a changed drawer lets this navigation pass and keeps its draft for after login.
      void holder.router?.navigate(loginHref(path), { state: { sessionEnded: true } });
    },
  });
  const router = createAppRouter();
  holder.router = router;
  return { services, router, basename: BASENAME };
}
