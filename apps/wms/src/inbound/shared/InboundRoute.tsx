import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { InboundProvider } from '../data/InboundContext';
import { ensureInboundCatalogue } from '../i18n/catalogue';

/** An inbound page inside the app: its strings registered, the app's client and the session's scope handed down. */
export function InboundRoute({ children }: { children: ReactNode }) {
  const { api } = useServices();
  const { session } = useSession();
  const { i18n } = useTranslation();
  ensureInboundCatalogue(i18n);
  return <InboundProvider api={api} scope={`${session.userid ?? ''}@${session.wmsId ?? ''}`}>{children}</InboundProvider>;
}
