import { memo, useState } from 'react';
import { Button, Checkbox, DateRangePicker, Input, CloseIcon, GearIcon, SearchIcon } from '@wms/ui-core';
import { useTranslation } from 'react-i18next';
import { EMPTY_SEARCH, type SheetSearch } from '../../model/sheetSearch';
import { IconButton, Toolbar } from './SheetGrid.styles';

export interface SheetToolbarProps {
  search: SheetSearch;
  onSearch: (search: SheetSearch) => void;
  /** Shows the date-range checkbox filter. */
  dateFilter: boolean;
  dirtyCount: number;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** Shows the save button. */
  onSave?: (() => void) | undefined;
  saving: boolean;
  onOpenSettings?: (() => void) | undefined;
  /** "Now" for the date range's shortcuts (stories). */
  now?: number | undefined;
  timeZone?: string | undefined;
}

/**
 * The sheet's toolbar: keyword with search and clear icons, the date-range checkbox filter,
 * undo/redo, the unsaved count, save, and the settings icon (CONTRACT.md §2). Memoised: its
 * props do not change as the sheet scrolls, and its ui-core fields are not cheap to render.
 */
export const SheetToolbar = memo(function SheetToolbar({ search, onSearch, dateFilter, dirtyCount, canUndo, canRedo, onUndo, onRedo, onSave, saving, onOpenSettings, now, timeZone }: SheetToolbarProps) {
  const { t } = useTranslation('grid');
  const [draft, setDraft] = useState<SheetSearch>(search);
  const apply = (next: SheetSearch = draft) => { onSearch(next); };
  return (
    <Toolbar>
      <Input aria-label={t('sheetGrid.keyword')} placeholder={t('sheetGrid.keyword')} value={draft.keyword} onChange={(keyword) => { setDraft({ ...draft, keyword }); }} onSubmit={() => { apply(); }} width={200} />
      {dateFilter ? (
        <>
          <Checkbox value={draft.dateEnabled ? 1 : 0} onChange={(v) => { const next = { ...draft, dateEnabled: v === 1 }; setDraft(next); apply(next); }}>
            {t('sheetGrid.dateFilter')}
          </Checkbox>
          <DateRangePicker
            aria-label={t('sheetGrid.dateRange')}
            value={draft.dateRange ? [draft.dateRange[0], draft.dateRange[1]] : null}
            onChange={(range) => { const next = { ...draft, dateRange: range, dateEnabled: range ? true : draft.dateEnabled }; setDraft(next); apply(next); }}
            width={260}
            {...(now === undefined ? {} : { now })}
            {...(timeZone === undefined ? {} : { timeZone })}
          />
        </>
      ) : null}
      <IconButton type="button" aria-label={t('sheetGrid.search')} title={t('sheetGrid.search')} onClick={() => { apply(); }}>
        <SearchIcon />
      </IconButton>
      <IconButton type="button" aria-label={t('sheetGrid.clear')} title={t('sheetGrid.clear')} onClick={() => { setDraft(EMPTY_SEARCH); apply(EMPTY_SEARCH); }}>
        <CloseIcon />
      </IconButton>
      <span className="spacer" />
      <IconButton type="button" aria-label={t('sheetGrid.undo')} title={`${t('sheetGrid.undo')} (Ctrl+Z)`} disabled={!canUndo} onClick={onUndo}>
        <span aria-hidden="true">↶</span>
      </IconButton>
      <IconButton type="button" aria-label={t('sheetGrid.redo')} title={`${t('sheetGrid.redo')} (Ctrl+Y)`} disabled={!canRedo} onClick={onRedo}>
        <span aria-hidden="true">↷</span>
      </IconButton>
      {dirtyCount > 0 ? <span className="unsaved">{t('sheetGrid.unsaved', { count: dirtyCount })}</span> : null}
      {onSave ? (
        <Button variant="primary" loading={saving} onClick={onSave}>
          {saving ? t('sheetGrid.saving') : t('sheetGrid.save')}
        </Button>
      ) : null}
      {onOpenSettings ? (
        <IconButton type="button" aria-label={t('sheetGrid.settings')} title={t('sheetGrid.settings')} onClick={onOpenSettings}>
          <GearIcon />
        </IconButton>
      ) : null}
    </Toolbar>
  );
});
