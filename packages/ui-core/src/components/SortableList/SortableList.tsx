import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { moveByOne, moveItems } from '../../model/reorder';

export interface SortableItem {
  id: string;
  /** What the row shows; also its accessible name when `textValue` is not given. */
  label: ReactNode;
  textValue?: string;
}

export interface SortableListProps<T extends SortableItem> {
  items: readonly T[];
  /** The new order after a move. */
  onReorder: (items: T[]) => void;
  'aria-label': string;
  /** Rows the user can select (for moving between lists). */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: readonly string[];
  onSelectionChange?: (keys: string[]) => void;
  /** Extra content at the end of a row (a width input, an action). */
  renderEnd?: (item: T) => ReactNode;
  /** The list's element. */
  ref?: Ref<HTMLDivElement>;
}

const List = styled(GridList)`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  padding: 2px;
  outline: none;
  overflow: auto;
  &[data-drop-target] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
  .react-aria-DropIndicator[data-drop-target] {
    outline: 1px solid ${({ theme }) => theme.palette.primary};
  }
` as typeof GridList;

const Row = styled(GridListItem)`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 30px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius}px;
  outline: none;
  cursor: default;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
  &[data-selected] {
    background: ${({ theme }) => theme.palette.message.info.background};
  }
  &[data-dragging] {
    opacity: 0.5;
  }
  .label {
    flex: 1;
  }
` as typeof GridListItem;

const Handle = styled(AriaButton)`
  width: ${({ theme }) => theme.sizes.dragHandleColumnWidth - 8}px;
  border: 0;
  background: transparent;
  cursor: grab;
  color: ${({ theme }) => theme.palette.textMuted};
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

const Live = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/**
 * A list reordered by drag and drop, with the mouse or the keyboard (react-aria's accessible
 * drag and drop: Enter on a row's handle, arrows to a place, Enter to drop), and by Alt+↑ /
 * Alt+↓ on a row. Used by the column dialog's shown list and the sheet grid's row handle.
 */
export function SortableList<T extends SortableItem>({ items, onReorder, selectionMode = 'none', selectedKeys, onSelectionChange, renderEnd, ref, ...aria }: SortableListProps<T>) {
  const { t } = useTranslation('core');
  const [announcement, setAnnouncement] = useState('');
  const wrapper = useRef<HTMLDivElement>(null);
  // The row just moved, which keeps the keyboard focus at its new place (see the effect below).
  const [moved, setMoved] = useState<{ id: string; index: number } | undefined>();
  const announce = (next: T[], id: string) => {
    const index = next.findIndex((i) => i.id === id);
    setAnnouncement(t('sortable.moved', { position: index + 1 }));
    setMoved({ id, index });
  };
  // Focus follows the moved row to its new place. Without this it was left to timing: React
  // re-inserts a moved row's element (which drops its focus), and react-aria's drop gives the
  // focus back to the row that had it when the drop began — after a keyboard drag whose first
  // arrow came before the drag was set up (a frame after Enter; later on a busy device), that
  // arrow had moved the list's focus to another row, and the ring stayed there (the
  // KeyboardDragAndDrop story was screenshotted so on a loaded machine). The list shows the new
  // order in a commit of its own after the parent's (react-aria builds its collection first),
  // so the row is focused when it is in the DOM at its new index: checked now and on each
  // change of the list's rows, before the browser paints again.
  useLayoutEffect(() => {
    const list = wrapper.current;
    if (moved === undefined || !list) return undefined;
    const settle = () => {
      const rows = [...list.querySelectorAll<HTMLElement>('[role=row][data-key]')];
      const row = rows[moved.index];
      if (row?.dataset.key !== moved.id) return false;
      const active = document.activeElement;
      // Only while the focus is in the list, or was dropped with the element React moved.
      if (!active || active === document.body || list.contains(active)) row.focus({ preventScroll: true });
      return true;
    };
    if (settle()) return undefined;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(list, { childList: true, subtree: true });
    return () => { observer.disconnect(); };
  }, [moved]);
  const { dragAndDropHooks } = useDragAndDrop<T>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const keys = new Set([...event.keys].map(String));
      const next = moveItems(items, keys, String(event.target.key), event.target.dropPosition === 'after' ? 'after' : 'before');
      onReorder(next);
      const [first] = keys;
      if (first) announce(next, first);
    },
  });
  // Alt+↑ / Alt+↓ on a row, caught before the list's own arrow-key navigation.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const row = (event.target as HTMLElement).closest('[data-key]');
    const id = row?.getAttribute('data-key');
    if (!id) return;
    event.preventDefault();
    event.stopPropagation();
    const next = moveByOne(items, id, event.key === 'ArrowUp' ? -1 : 1);
    onReorder(next);
    announce(next, id);
  };
  return (
    // The wrapper only listens for keys that bubble from the rows; it is not interactive itself.
     
    <div ref={wrapper} onKeyDownCapture={onKeyDownCapture}>
      <List
        {...aria}
        ref={ref}
        items={items}
        dragAndDropHooks={dragAndDropHooks}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        onSelectionChange={(keys: 'all' | Set<Key>) => {
          onSelectionChange?.(keys === 'all' ? items.map((i) => i.id) : [...keys].map(String));
        }}
      >
        {(item: T) => (
          <Row
            id={item.id}
            textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : item.id)}
          >
            <Handle slot="drag" aria-label={t('sortable.drag')}>⠿</Handle>
            <span className="label">{item.label}</span>
            {renderEnd?.(item)}
          </Row>
        )}
      </List>
      <Live role="status" aria-live="polite">{announcement}</Live>
    </div>
  );
}
