import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, NumberInput, SortableList, type SortableItem } from '@wms/ui-core';
import {
  errorRowIds,
  hideColumns,
  reorderShown,
  setWidth,
  showColumns,
  type ColumnLists,
  type ColumnSettingsError,
  type SettingsColumn,
} from '../../model/columnSettings';
import { Area, Code, EmptyList, FillList, Flag, Heading, LineNo, ListBox, Middle, Name, ShownWithWidths, Side, WidthCell, WidthColumn } from './ColumnSettingsDialog.styles';

interface Row extends SortableItem {
  column: SettingsColumn;
  line: number;
}

function rowsOf(columns: readonly SettingsColumn[], invalid: ReadonlySet<string>, numbered: boolean): Row[] {
  return columns.map((column, index) => ({
    id: column.id,
    column,
    line: index + 1,
    textValue: column.definition.name || column.definition.code || column.id,
    label: (
      <>
        {numbered ? <LineNo>{index + 1}</LineNo> : null}
        <Name>{column.definition.name}</Name>
        <Code>{column.definition.code}</Code>
        {invalid.has(column.id) ? <Flag aria-hidden="true">!</Flag> : null}
      </>
    ),
  }));
}

export interface ColumnListsPaneProps {
  lists: ColumnLists;
  onChange: (change: (lists: ColumnLists) => ColumnLists) => void;
  error: ColumnSettingsError | undefined;
  disabled: boolean;
}

/**
 * One tab of the dialog: hidden columns on the left, shown columns on the right with their
 * line numbers and widths, and the buttons that move the selected columns between them.
 */
export function ColumnListsPane({ lists, onChange, error, disabled }: ColumnListsPaneProps) {
  const { t } = useTranslation('grid');
  const [hiddenSelected, setHiddenSelected] = useState<string[]>([]);
  const [shownSelected, setShownSelected] = useState<string[]>([]);
  const area = useRef<HTMLDivElement>(null);
  // After a move the button that did it is disabled (nothing is selected any more), so focus
  // follows the first moved column into its new list instead of falling to the page.
  const focusAfterMove = useRef<{ list: 'hidden' | 'shown'; id: string; from: Element | null } | undefined>(undefined);
  const followMove = (list: 'hidden' | 'shown', id: string | undefined) => {
    focusAfterMove.current = id === undefined ? undefined : { list, id, from: document.activeElement };
  };
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return undefined;
    focusAfterMove.current = undefined;
    const name = target.list === 'hidden' ? t('columnSettings.hidden') : t('columnSettings.shown');
    // react-aria builds a collection before it renders the rows, so the moved row can appear a
    // frame or two after this commit: look for it for a few frames.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      // A user who went on meanwhile (clicked Apply, tabbed away) keeps their focus: it follows the
      // column only from the button that moved it, or from the page it fell to.
      const active = document.activeElement;
      if (active !== target.from && active !== document.body && active !== null) return;
      const grid = [...(area.current?.querySelectorAll<HTMLElement>('[role="grid"]') ?? [])].find((g) => g.getAttribute('aria-label') === name);
      const row = [...(grid?.querySelectorAll<HTMLElement>('[data-key]') ?? [])].find((r) => r.dataset.key === target.id);
      if (row) row.focus();
      else if (tries < 10) {
        tries += 1;
        frame = requestAnimationFrame(attempt);
      }
    };
    attempt();
    return () => { cancelAnimationFrame(frame); };
  }, [lists, t]);
  const invalid = new Set(errorRowIds(error));
  const hiddenRows = rowsOf(lists.hidden, invalid, false);
  const shownRows = rowsOf(lists.shown, invalid, true);
  // Selection of columns that have moved away no longer counts.
  const movableRight = hiddenSelected.filter((id) => lists.hidden.some((c) => c.id === id));
  const movableLeft = shownSelected.filter((id) => lists.shown.some((c) => c.id === id));

  return (
    <Area ref={area}>
      <Side>
        <Heading>{t('columnSettings.count', { label: t('columnSettings.hidden'), count: lists.hidden.length })}</Heading>
        <ListBox>
          {hiddenRows.length === 0 ? (
            <EmptyList>{t('columnSettings.emptyHidden')}</EmptyList>
          ) : (
            <FillList>
            <SortableList
              aria-label={t('columnSettings.hidden')}
              items={hiddenRows}
              selectionMode="multiple"
              selectedKeys={movableRight}
              onSelectionChange={setHiddenSelected}
              onReorder={(next) => { onChange((current) => ({ ...current, hidden: next.map((r) => r.column) })); }}
            />
            </FillList>
          )}
        </ListBox>
      </Side>
      <Middle>
        <Button
          title={t('columnSettings.showLabel')}
          disabled={disabled || movableRight.length === 0}
          onClick={() => {
            onChange((current) => showColumns(current, movableRight));
            followMove('shown', movableRight[0]);
            setHiddenSelected([]);
          }}
        >
          {t('columnSettings.show')} <span aria-hidden="true">→</span>
        </Button>
        <Button
          title={t('columnSettings.hideLabel')}
          disabled={disabled || movableLeft.length === 0}
          onClick={() => {
            onChange((current) => hideColumns(current, movableLeft));
            followMove('hidden', movableLeft[0]);
            setShownSelected([]);
          }}
        >
          <span aria-hidden="true">←</span> {t('columnSettings.hide')}
        </Button>
      </Middle>
      <Side $wide>
        <Heading>
          {t('columnSettings.count', { label: t('columnSettings.shown'), count: lists.shown.length })}
          <span>{t('columnSettings.width')} ({t('columnSettings.px')})</span>
        </Heading>
        <ListBox>
          {shownRows.length === 0 ? (
            <EmptyList>{t('columnSettings.emptyShown')}</EmptyList>
          ) : (
            <ShownWithWidths>
              <FillList>
              <SortableList
                aria-label={t('columnSettings.shown')}
                items={shownRows}
                selectionMode="multiple"
                selectedKeys={movableLeft}
                onSelectionChange={setShownSelected}
                onReorder={(next) => { onChange((current) => reorderShown(current, next.map((r) => r.id))); }}
              />
              </FillList>
              {/* The widths sit beside the list, one a row, not inside it: a text field inside a
                  react-aria grid row loses focus to the row and its arrow keys to the grid. */}
              <WidthColumn role="group" aria-label={t('columnSettings.width')}>
                {shownRows.map((row) => (
                  <WidthCell key={row.id} $invalid={invalid.has(row.id)}>
                    <NumberInput
                      aria-label={t('columnSettings.widthOf', { name: row.column.definition.name || row.column.definition.code || String(row.line) })}
                      width={76}
                      value={row.column.width}
                      disabled={disabled}
                      onChange={(text) => { onChange((current) => setWidth(current, row.id, text)); }}
                    />
                  </WidthCell>
                ))}
              </WidthColumn>
            </ShownWithWidths>
          )}
        </ListBox>
      </Side>
    </Area>
  );
}
