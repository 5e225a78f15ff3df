import { useMemo } from 'react';
import useSWR from 'swr';
import { allowedButtons, type ListRecord, type OperationDef } from '@wms/api';
import { useServices } from '../../../app/ServicesContext';
import { useSession } from '../../../app/session';
import { OperationsMenu } from './OperationsMenu';

/** The list's operations wired to the app: granted buttons (shared SWR key) and the operation call. */
export function ListOperations({ menuCode, operations, rows, onDone }: { menuCode: string; operations: readonly OperationDef[] | undefined; rows: readonly ListRecord[]; onDone: () => void }) {
  const { api } = useServices();
  const { session } = useSession();
  // The same key as the list's permissions: one request serves both.
  const buttons = useSWR(['buttonPermissions', session.user, session.wmsId], () => api.buttonPermissions().then(allowedButtons));
  const granted = useMemo(() => new Set(buttons.data ?? []), [buttons.data]);
  if (!operations || operations.length === 0) return null;
  return <OperationsMenu menuCode={menuCode} operations={operations} rows={rows} granted={granted} run={api.runOperation} onDone={onDone} />;
}
