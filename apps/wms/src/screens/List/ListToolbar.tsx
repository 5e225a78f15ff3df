import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@wms/ui-core';
import type { ListAction } from '../../areas';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import type { ListPermissions } from './usePermissions';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 0 0 8px;
  h2 {
    margin: 0 auto 0 0;
    font-size: 16px;
    white-space: nowrap;
  }
  button {
    white-space: nowrap;
  }
`;

export interface ListToolbarProps {
  title: string;
  actions: readonly ListAction[];
  permissions: ListPermissions;
  /** How many rows are selected (edit and info need one, delete at least one). */
  selected: number;
  busy?: ListAction;
  onAction: (action: ListAction) => void;
  /** More actions after the CRUD ones (the list's operations). */
  children?: ReactNode;
}

/** The list's actions: shown by button permission, disabled by the flags or the selection. */
export function ListToolbar({ title, actions, permissions, selected, busy, onAction, children }: ListToolbarProps) {
  const { t } = useTranslation(APP_NAMESPACE);
  const needs = (action: ListAction) => (action === 'edit' || action === 'info' ? selected !== 1 : action === 'delete' ? selected < 1 : false);
  return (
    <Bar role="toolbar" aria-label={t('list.toolbar', { title })}>
      <h2>{title}</h2>
      {actions.filter((action) => permissions.visible(action)).map((action) => (
        <Button
          key={action}
          variant={action === 'create' ? 'primary' : action === 'delete' ? 'danger' : 'default'}
          disabled={permissions.disabled(action) || needs(action)}
          loading={busy === action}
          title={permissions.disabled(action) ? t('list.noPermission') : needs(action) ? t(`list.needs.${action}`) : undefined}
          onClick={() => { onAction(action); }}
        >
          {t(`list.action.${action}`)}
        </Button>
      ))}
      {children}
    </Bar>
  );
}
