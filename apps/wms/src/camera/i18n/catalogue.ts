import { registerCatalogue } from '@wms/ui-core';
import type { i18n as I18n } from 'i18next';
import zh from './zh.json';
import en from './en.json';

/** The i18next namespace of the camera scanner's strings. */
export const CAMERA_NAMESPACE = 'camera';

/** Adds the camera's strings once to the app's i18next instance. */
export function ensureCameraCatalogue(instance: I18n): void {
  if (instance.hasResourceBundle('zh', CAMERA_NAMESPACE)) return;
  registerCatalogue(instance, CAMERA_NAMESPACE, { zh, en });
}
