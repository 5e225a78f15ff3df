import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APP_NAMESPACE } from '../../i18n/catalogue';

const Box = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 24px;
  border: 1px dashed ${({ theme }) => theme.palette.border};
  border-radius: 8px;
  text-align: center;
  color: ${({ theme }) => theme.palette.textMuted};
  h2 {
    color: ${({ theme }) => theme.palette.text};
  }
`;

/** A page whose own screen comes later: says so plainly (counted by the e2e crawl). */
export function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation(APP_NAMESPACE);
  const titleId = useId();
  return (
    <Box data-state="not-yet-available" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{t('notAvailable.text')}</p>
    </Box>
  );
}
