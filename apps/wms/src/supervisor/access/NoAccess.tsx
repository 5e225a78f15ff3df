import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { HOME_PATH } from '../../routes/guard';
import { SUPERVISOR_NAMESPACE } from '../i18n/catalogue';

const Panel = styled.section`
  padding: 24px;
  h2 { color: #b91c1c; margin-top: 0; }
`;

/** What a user sees on a route the role does not grant: 'Have no access' and what to do. */
export function NoAccess({ title }: { title: string }) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const id = useId();
  return (
    <Panel aria-labelledby={id} data-screen="no-access">
      <h2 id={id}>{t('access.noAccess')}</h2>
      <p>{t('access.hint', { title })}</p>
      <p><Link to={HOME_PATH}>{t('access.home')}</Link></p>
    </Panel>
  );
}
