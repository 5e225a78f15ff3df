import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { allowedButtons, type ImportTemplateSummary } from '@wms/api';
import { Button } from '@wms/ui-core';
import { useServices } from '../../../app/ServicesContext';
import { useSession } from '../../../app/session';
import { ensureImportCatalogue, IMPORT_NAMESPACE } from '../../../import/i18n/catalogue';
import { IMPORT_TARGET_OF_MENU } from './importTargets';

// The targets live in a module without React, so that check-upstream's plan (scripts/) reads them too.
export { IMPORT_TARGET_OF_MENU };

/**
 * A list's import action (issue 16): shown on the lists whose rows a template imports (receipts,
 * orders, items, locations, adjustments) to a user holding the list's `import` button; opens
 * /app/customimport with the list's first active template chosen.
 */
export function ListImport({ menuCode }: { menuCode: string }) {
  const { api } = useServices();
  const { session } = useSession();
  const { i18n } = useTranslation();
  ensureImportCatalogue(i18n);
  const { t } = useTranslation(IMPORT_NAMESPACE);
  const navigate = useNavigate();
  const target = IMPORT_TARGET_OF_MENU[menuCode];
  const buttons = useSWR(target ? ['buttonPermissions', session.user, session.wmsId] : null, () => api.buttonPermissions().then(allowedButtons));
  const granted = (buttons.data ?? []).includes(`${menuCode}:import`);
  const templates = useSWR<ImportTemplateSummary[], Error>(target && granted ? ['importTemplates', session.wmsId] : null, () => api.importTemplates());
  const template = (templates.data ?? []).find((tpl) => tpl.targettable === target);
  if (!target || !granted || !template) return null;
  return (
    <Button onClick={() => { void navigate(`/app/customimport?template=${encodeURIComponent(template.templatecode)}`); }}>
      {t('import')}
    </Button>
  );
}
