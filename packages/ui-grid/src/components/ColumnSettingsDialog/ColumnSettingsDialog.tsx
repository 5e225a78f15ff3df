import { useTranslation } from 'react-i18next';
import { Button, Dialog, ErrorState, Loading, Tabs, isCatalogueMessage, useControllableState, useMessage, type CatalogueMessage } from '@wms/ui-core';
import type { ColumnSettingsError, ColumnSettingsTab, FailureMessage } from '../../model/columnSettings';
import { ColumnConfigType, type ColumnConfigTypeCode, type ColumnSettingsSource } from '../../model/types';
import { ColumnListsPane } from './ColumnListsPane';
import { Hint, Notice, StateBox, Unsaved } from './ColumnSettingsDialog.styles';
import { useColumnSettings, type ColumnSettingsOutcome } from './useColumnSettings';

export interface ColumnSettingsDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with false when the dialog closes (cancel, close button, or after a successful apply). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Where the configuration comes from and goes to: the grid's data source (or any object with
   * loadColumns / saveColumns / resetColumns). Loaded anew each time the dialog opens.
   */
  dataSource: ColumnSettingsSource;
  /**
   * Called each time the server accepted a change, with the config type it changed (10002
   * display, 10003 export): for each tab an apply saved (the dialog closes when all are saved)
   * and after reset to default (it stays open, showing the defaults). The grid reloads its
   * columns here.
   */
  onApplied?: (types: ColumnConfigTypeCode[]) => void;
}

type TFunction = ReturnType<typeof useTranslation>['t'];

const SUCCESS: Record<ColumnSettingsOutcome['action'], Record<ColumnConfigTypeCode, CatalogueMessage>> = {
  saved: { [ColumnConfigType.Display]: 'displayConfigSaved', [ColumnConfigType.Export]: 'exportConfigSaved' },
  restored: { [ColumnConfigType.Display]: 'displayDefaultsRestored', [ColumnConfigType.Export]: 'exportDefaultsRestored' },
};

function failureText(reason: FailureMessage, t: TFunction): string {
  if ('text' in reason) return reason.text;
  return t(`core:message.${isCatalogueMessage(reason.key) ? reason.key : 'systemError'}`);
}

function errorLines(error: ColumnSettingsError, t: TFunction): string[] {
  switch (error.kind) {
    case 'incomplete':
      return [t('grid:columnSettings.errors.incomplete', { no: error.line })];
    case 'duplicate':
      return [t('grid:columnSettings.errors.duplicate'), t('grid:columnSettings.errors.duplicateDetail', { code: error.code, lines: error.lines.join(', ') })];
    case 'tooNarrow':
      return [t('grid:columnSettings.errors.tooNarrow', { no: error.line, min: error.min })];
    case 'noneShown':
      return [t('grid:columnSettings.errors.noneShown')];
  }
}

/**
 * The column customisation dialog (CONTRACT.md §2): a draggable 900 px dialog with the display
 * config and export config tabs; in each, hidden columns on the left and shown ones on the right,
 * buttons to move the selected ones, the shown list reordered by drag or Alt+↑/↓, and a width per
 * shown column (at least 100 px). Apply saves (10002 / 10003) with the matching success
 * message; reset to default restores the server's defaults and shows them. A refused or failed
 * save keeps the user's edits and says why. Needs a `MessageProvider` above it.
 *
 * @example
 * <ColumnSettingsDialog open={open} onOpenChange={setOpen} dataSource={source}
 *   onApplied={() => { void reloadColumns(); }} />
 */
export function ColumnSettingsDialog({ open, defaultOpen = false, onOpenChange, dataSource, onApplied }: ColumnSettingsDialogProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  // Mounted only while open, so that each opening starts from a fresh load.
  return isOpen ? <OpenColumnSettings dataSource={dataSource} onApplied={onApplied} onClose={() => { setOpen(false); }} /> : null;
}

const TAB_IDS: Record<string, ColumnSettingsTab> = { display: 'display', export: 'export' };

function OpenColumnSettings({ dataSource, onApplied, onClose }: Pick<ColumnSettingsDialogProps, 'dataSource' | 'onApplied'> & { onClose: () => void }) {
  const { t } = useTranslation(['grid', 'core']);
  const message = useMessage();
  const settings = useColumnSettings({
    source: dataSource,
    onOutcome: (outcome) => {
      message.success({ key: SUCCESS[outcome.action][outcome.type] });
      onApplied?.([outcome.type]);
    },
  });
  const { status, lists, tab, busy, failure } = settings;
  const ready = status.kind === 'ready' && lists !== undefined;

  const apply = async () => {
    if (await settings.apply()) onClose();
  };

  const tabTitle = (id: ColumnSettingsTab) => (
    <>
      {t(`grid:columnSettings.tabs.${id}`)}
      {settings.changed[id] ? <Unsaved>({t('grid:columnSettings.unsaved')})</Unsaved> : null}
    </>
  );

  const pane = (id: ColumnSettingsTab) => {
    const error = settings.errors[id];
    return lists ? (
      <>
        <ColumnListsPane lists={lists[id]} error={error} disabled={busy !== undefined} onChange={(change) => { settings.update(id, change); }} />
        <Hint>{t('grid:columnSettings.hint')}</Hint>
        {error ? (
          <Notice $kind="error" role="alert">
            {errorLines(error, t).map((line) => <p key={line}>{line}</p>)}
          </Notice>
        ) : null}
      </>
    ) : null;
  };

  const failureKey = failure ? { save: 'saveFailed', reset: 'resetFailed', reload: 'loadFailed' }[failure.action] : undefined;

  return (
    <Dialog
      title={t('grid:columnSettings.title')}
      width="columns"
      open
      onOpenChange={(next) => { if (!next) onClose(); }}
      footer={
        <>
          <Button variant="primary" disabled={!ready} loading={busy === 'apply'} onClick={() => { void apply(); }}>
            {t('grid:columnSettings.apply')}
          </Button>
          <Button disabled={!ready} loading={busy === 'reset'} onClick={() => { void settings.reset(); }}>
            {t('grid:columnSettings.reset')}
          </Button>
          <Button onClick={onClose}>{t('grid:columnSettings.cancel')}</Button>
        </>
      }
    >
      {status.kind === 'loading' ? (
        <StateBox><Loading label={t('grid:columnSettings.loading')} /></StateBox>
      ) : status.kind === 'failed' ? (
        <StateBox>
          <ErrorState message={t('grid:columnSettings.loadFailed', { reason: failureText(status.reason, t) })} onRetry={settings.retry} />
        </StateBox>
      ) : (
        <Tabs
          aria-label={t('grid:columnSettings.tabs.label')}
          selected={tab}
          onSelectedChange={(id) => { settings.setTab(TAB_IDS[id] ?? 'display'); }}
          items={Object.values(TAB_IDS).map((id) => ({ id, title: tabTitle(id), content: pane(id) }))}
        />
      )}
      {failure && failureKey ? (
        <Notice $kind="error" role="alert">
          <p>{t(`grid:columnSettings.${failureKey}`, { reason: failureText(failure.reason, t) })}</p>
        </Notice>
      ) : null}
    </Dialog>
  );
}
