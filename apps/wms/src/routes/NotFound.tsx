import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_NAMESPACE } from '../i18n/catalogue';
import { HOME_PATH } from './guard';

/** An address outside the route table. */
export function NotFound() {
  const { t } = useTranslation(APP_NAMESPACE);
  return (
    <section role="alert">
      <h2>{t('shell.notFound')}</h2>
      <Link to={HOME_PATH}>{t('shell.toConsole')}</Link>
    </section>
  );
}
