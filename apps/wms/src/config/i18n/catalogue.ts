import { registerCatalogue } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of the deployment strings: the configuration screen and the service status. */
export const DEPLOY_NAMESPACE = 'deploy';

/** The deployment strings in zh and en. */
export const deployCatalogue = { zh, en };

/** Adds the deployment strings once to an i18next instance. */
export function ensureDeployCatalogue(instance: I18n): void {
  if (instance.hasResourceBundle('zh', DEPLOY_NAMESPACE)) return;
  registerCatalogue(instance, DEPLOY_NAMESPACE, deployCatalogue);
}
