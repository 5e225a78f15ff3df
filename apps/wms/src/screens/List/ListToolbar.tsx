import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dropdown, DropdownItem, MEDIA, useMediaQuery } from '@wms/ui-core';
import type { ListAction } from '../../areas';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import type { ListPermissions } from './usePermissions';
import { MORE_ATTRIBUTE, OVERFLOW_ATTRIBUTE, useToolbarOverflow } from './useToolbarOverflow';

/** Room around the narrow row's buttons for their focus rings (Button: 2 px outline, 2 px offset). */
const RING_ROOM = 4;

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
  /* A narrow screen: the title on its line, the buttons on one line, the rest under "more". */
  @media ${({ theme }) => theme.media.narrow} {
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    h2 {
      margin: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

/**
 * The buttons: laid out as the bar's own items on a desk, one line with "more" when narrow. The
 * narrow row clips what does not fit; its padding (taken back by the margin) is the room of the
 * buttons' focus rings (2 px, 2 px off the button), which it clipped to a sliver at the row's
 * edges.
 */
const Row = styled.div`
  display: contents;
  @media ${({ theme }) => theme.media.narrow} {
    position: relative;
    display: flex;
    flex-wrap: nowrap;
    gap: 8px;
    min-width: 0;
    padding: ${String(RING_ROOM)}px;
    margin: -${String(RING_ROOM)}px;
    overflow: hidden;
    [${OVERFLOW_ATTRIBUTE}] {
      display: none;
    }
  }
`;

/** The "more" menu's place; while nothing overflows it is measured but not shown. */
const More = styled.div`
  flex: none;
  margin-left: auto;
  &[data-empty] {
    position: absolute;
    right: 0;
    visibility: hidden;
    pointer-events: none;
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
  const narrow = useMediaQuery(MEDIA.narrow);
  const row = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const overflow = useToolbarOverflow(row, more, narrow);
  const needs = (action: ListAction) => (action === 'edit' || action === 'info' ? selected !== 1 : action === 'delete' ? selected < 1 : false);
  return (
    <Bar role="toolbar" aria-label={t('list.toolbar', { title })}>
      <h2>{title}</h2>
      <Row ref={row}>
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
        {narrow ? (
          <More ref={more} {...{ [MORE_ATTRIBUTE]: '' }} data-empty={overflow.items.length === 0 ? '' : undefined} aria-hidden={overflow.items.length === 0 ? true : undefined}>
            <Dropdown label={t('list.more')} disabled={overflow.items.length === 0}>
              {overflow.items.map((item) => (
                // The hidden button logs its own click: the menu item does not log it again.
                <DropdownItem key={item.index} log={false} disabled={item.disabled} onAction={() => { overflow.run(item.index); }}>
                  {item.title && item.disabled ? `${item.label} (${item.title})` : item.label}
                </DropdownItem>
              ))}
            </Dropdown>
          </More>
        ) : null}
      </Row>
    </Bar>
  );
}
