/**
 * @wms/ui-form: the drawer form with every item type, the base form, the lookup popup and the map
 * picker. It declares its own data interfaces and never imports @wms/api.
 */
export { FORM_NAMESPACE, formCatalogue, registerFormCatalogue } from './i18n/catalogue';
