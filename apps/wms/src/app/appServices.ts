import { registerFormCatalogue } from '@wms/ui-form';
import { registerGridCatalogue } from '@wms/ui-grid';
import { registerCatalogue, registerCoreControls } from '@wms/ui-core';
import { APP_NAMESPACE } from '../i18n/catalogue';
import { routeTitleCatalogue } from '../i18n/routeTitles';
import { createServices, type AppServices } from './services';

/**
 * The services of the built app with what every screen behind the login needs first: the route
 * titles, ui-core's controls', the grid's and the form's strings added to the app's i18n. Its own chunk (see
 * bootstrap); every screen in the shell waits for it (useServices).
 */
export function createAppServices(options: Parameters<typeof createServices>[0]): AppServices {
  registerCatalogue(options.i18n, APP_NAMESPACE, routeTitleCatalogue);
  registerCoreControls(options.i18n);
  registerGridCatalogue(options.i18n);
  registerFormCatalogue(options.i18n);
  return createServices(options);
}
