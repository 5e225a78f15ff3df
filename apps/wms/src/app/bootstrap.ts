import { createEntryI18n } from '@wms/ui-core';
import { APP_NAMESPACE } from '../i18n/catalogue';
import { entryCatalogue } from '../i18n/entryCatalogue';
import { loginHref, stripBasename } from '../routes/guard';
import { retryableLoader } from '../routes/chunks';
import { BASENAME, createAppRouter, type ShellRoutes } from '../routes/router';
import { DEFAULT_CONFIG, type RuntimeConfig } from '@wms/runtime-config';

/**
 * Creates i18n (saved language, zh by default), the router and the loader of the services,
 * wired together; the API calls go to the runtime configuration's apiBase. The services (the
 * HTTP client, the typed calls, the route titles and the grid's and form's strings) are their own chunk, loaded on
 * first use: the login route does not download them until the form is used (issue 20).
 * `inShell`: the routes inside the shell, when the page opened inside it (routes/router.tsx's
 * shellRoutesFor: the router is made with them, see withShellRoutes there).
 */
export function bootstrap(config: RuntimeConfig = DEFAULT_CONFIG, inShell?: ShellRoutes) {
  // ui-core's controls' strings come with the services (appServices.ts), as the route titles do.
  const i18n = createEntryI18n({ catalogues: { [APP_NAMESPACE]: entryCatalogue } });
  document.documentElement.lang = i18n.language === 'en' ? 'en' : 'zh-CN';
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  });
  const holder: { router?: ReturnType<typeof createAppRouter> } = {};
  const services = retryableLoader(() =>
    import('./appServices').then(({ createAppServices }) =>
      createAppServices({
        i18n,
        baseURL: config.apiBase,
        live: config.live,
        // A 401 goes to login once, remembering the page asked for.
        onUnauthorized: () => {
          const location = holder.router?.state.location;
          // The router's state holds the full path, basename included; the redirect is in-app.
          const path = location ? `${stripBasename(location.pathname, BASENAME)}${location.search}` : undefined;
          // sessionEnded: a changed drawer lets this navigation pass and keeps its draft for after login.
          void holder.router?.navigate(loginHref(path), { state: { sessionEnded: true } });
        },
      }),
    ),
  );
  const router = createAppRouter(inShell);
  holder.router = router;
  return { i18n, services, router, basename: BASENAME };
}
