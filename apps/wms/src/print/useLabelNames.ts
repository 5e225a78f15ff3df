import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldName } from './labelContent';
import { APP_PRINT_NAMESPACE, ensureAppPrintCatalogue } from './i18n/catalogue';

/** The label fields' names in the user's language (labelContent's FieldName). */
export function useLabelNames(): FieldName {
  const { i18n } = useTranslation();
  ensureAppPrintCatalogue(i18n);
  const { t } = useTranslation(APP_PRINT_NAMESPACE);
  return useCallback<FieldName>((key) => t(`fields.${key}`), [t]);
}
