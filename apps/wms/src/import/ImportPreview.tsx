import { useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ImportTemplateInfo } from '@wms/api';
import { Checkbox, Loading, Tabs } from '@wms/ui-core';
import { SheetGrid, type CellError, type SheetColumn, type SheetGridHandle, type SheetSaveChange } from '@wms/ui-grid';
import { IMPORT_NAMESPACE } from './i18n/catalogue';
import { fieldName, inFileOrder } from './model/importModel';
import { checkCell, type ImportCellError, type ParsedSheet } from './model/checks';
import { formulaKey, sheetErrorsInSlices } from './model/sheetErrors';

/** A preview row: the sheet's values by field code (the rows as read: never copied for the grid). */
type PreviewRow = Record<string, string>;

const LINE = '__line';
const MAX_LISTED = 20;
const EMPTY: PreviewRow[] = [];
/**
 * Up to this many rows a language switch judges the sheet again, so that every cell's message
 * follows the language (about a second at 20,000 × 20). Above it the cells keep the language they
 * were judged in until edited: a switch must not hold the page for five seconds.
 */
const RELABEL_ROWS = 20_000;

const Box = styled.div`
  display: grid;
  gap: 8px;
  ul.errors { margin: 0; padding-left: 20px; max-height: 160px; overflow: auto; color: #b91c1c; }
`;

export interface ImportPreviewHandle {
  /** Commits the grid's edits into the rows; false when a cell still has an error (shown on it). */
  commit: () => Promise<boolean>;
}

export interface ImportPreviewProps {
  info: ImportTemplateInfo;
  sheets: readonly ParsedSheet[];
  /** The file as read (a formula cell is an error until its value differs from this). */
  original: readonly ParsedSheet[];
  /** Cells that held a formula in the file: refused until their value is replaced. */
  formulas: readonly ReadonlySet<string>[];
  /** A sheet's rows after the user's fixes. */
  onSheetRows: (sheetIndex: number, rows: Record<string, string>[]) => void;
  /** Grid height, px. */
  height?: number;
  ref?: Ref<ImportPreviewHandle>;
}

/** A cell value as text (the preview's editors are text editors). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

/**
 * The preview of a parsed file before anything is sent: each sheet in the SheetGrid with its line
 * numbers, every cell error shown on its cell (the template's rules: required, number, date,
 * length, no formula), fixed in place; a list of the errors by line, and a filter to the rows
 * that had one.
 */
export function ImportPreview({ info, sheets, original, formulas, onSheetRows, height = 420, ref }: ImportPreviewProps) {
  const { t, i18n } = useTranslation(IMPORT_NAMESPACE);
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const [active, setActive] = useState(0);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const grid = useRef<SheetGridHandle>(null);
  const sheet = sheets[Math.min(active, sheets.length - 1)];
  const sheetIndex = Math.min(active, sheets.length - 1);

  // Each row's index in the sheet, by the row itself: the grid gets the rows as read, no copies
  // (100,000 rows × 20 copied with a key and a line were a task of their own and twice the memory).
  // A Map: a WeakMap took 71 ms for 100,000 rows, a Map about a tenth (it holds only what the
  // sheet holds anyway).
  const indexOf = useMemo(() => {
    const index = new Map<PreviewRow, number>();
    sheet?.rows.forEach((row, i) => { index.set(row, i); });
    return index;
  }, [sheet]);
  const rowKey = useCallback((row: PreviewRow) => String(indexOf.get(row) ?? -1), [indexOf]);

  // The errors the grid starts from, never judged on the page at once: as the worker found them
  // while the rows are the file's, else (rows fixed and saved, then shown again) judged in slices.
  const pristine = sheet !== undefined && sheet.rows === original[sheetIndex]?.rows;
  const [checked, setChecked] = useState<{ rows: readonly PreviewRow[]; errors: ImportCellError[] } | null>(null);
  useEffect(() => {
    if (!sheet || pristine) return undefined;
    let current = true;
    void sheetErrorsInSlices(info, sheetIndex, sheet, original[sheetIndex], formulas[sheetIndex]).then((errors) => { if (current) setChecked({ rows: sheet.rows, errors }); });
    return () => { current = false; };
  }, [sheet, pristine, info, sheetIndex, original, formulas]);
  const startErrors = pristine ? sheet.errors : checked && checked.rows === sheet?.rows ? checked.errors : undefined;
  const inGrid = useMemo(() => new Set(sheet?.fields), [sheet]);
  const toCellError = useCallback((e: ImportCellError): CellError => ({ rowKey: String(e.row), column: e.field, code: 'custom', message: e.message ?? t(`cell.${e.key}`) }), [t]);
  const gridErrors = useMemo(() => startErrors?.filter((e) => inGrid.has(e.field)).map(toCellError), [startErrors, inGrid, toCellError]);
  // A required column the file lacks: its errors cannot be fixed in the grid (the file must be).
  const absent = useMemo(() => (startErrors ?? []).filter((e) => !inGrid.has(e.field)).map(toCellError), [startErrors, inGrid, toCellError]);
  // The grid of a sheet is made once its starting errors are known, with them; a save (new rows)
  // keeps it as it is (state kept from an earlier render, as React's docs show for derived state).
  const [startOf, setStartOf] = useState<ReadonlyMap<number, readonly CellError[]>>(new Map());
  if (gridErrors && !startOf.has(sheetIndex)) setStartOf(new Map(startOf).set(sheetIndex, gridErrors));
  const start = startOf.get(sheetIndex) ?? gridErrors;

  // The rows with an error when the filter was turned on stay listed while they are fixed.
  const [errorRows, setErrorRows] = useState<ReadonlySet<number>>(new Set());
  const allRows = sheet?.rows ?? EMPTY;
  const rows = useMemo(() => (onlyErrors ? allRows.filter((row) => errorRows.has(indexOf.get(row) ?? -1)) : allRows), [onlyErrors, allRows, errorRows, indexOf]);

  const columns = useMemo<SheetColumn<PreviewRow>[]>(() => {
    if (!sheet) return [];
    const fields = info.sheets[Math.min(sheetIndex, info.sheets.length - 1)]?.fields ?? [];
    const byCode = new Map(fields.map((f) => [f.code, f]));
    const formulaCells = formulas[sheetIndex];
    return [
      { code: LINE, name: t('line'), width: 80, align: 'end', format: (_value, row) => { const index = indexOf.get(row) ?? -1; return String(sheet.lines[index] ?? index + 1); } },
      ...sheet.fields.map((code): SheetColumn<PreviewRow> => {
        const field = byCode.get(code);
        const check = field ? { code, names: [field.zh, field.en], required: field.required, kind: field.kind, ...(field.rules ? { rules: field.rules } : {}) } : { code, names: [] };
        return {
          code,
          name: `${fieldName(info, sheetIndex, code, language)}${field?.required ? ' *' : ''}`,
          width: 140,
          ...(field?.kind === 'number' ? { align: 'end' as const } : {}),
          editor: { kind: 'text' },
          rules: [{
            // The row's index from its key: an edited row reaches a validator as a copy (the
            // row with its edits), unknown to indexOf.
            validator: (value: unknown, _row: PreviewRow, { rowKey }) => {
              const text = textOf(value);
              const index = Number(rowKey);
              if (formulaCells?.has(formulaKey(index, code)) && text === (original[sheetIndex]?.rows[index]?.[code] ?? '')) return t('cell.formula');
              const problem = checkCell(check, text);
              return problem ? problem.message ?? t(`cell.${problem.key}`) : true;
            },
          }],
        };
      }),
    ];
  }, [sheet, info, sheetIndex, formulas, original, language, t, indexOf]);

  // Every error of the sheet as the grid has it now (edits included), shown on its cell and
  // listed: the grid starts from the known errors and reports the ones it records as cells are
  // committed, pasted, undone (onErrorsChange); a save judges only the edited rows. So neither a
  // keystroke nor the Import button judges 100,000 rows on the page.
  const [live, setLive] = useState<{ sheet: number; errors: readonly CellError[] } | null>(null);
  const fields = sheet?.fields;
  const onErrorsChange = useCallback((list: CellError[]) => { setLive({ sheet: sheetIndex, errors: inFileOrder(list, fields ?? []) }); }, [fields, sheetIndex]);
  const inCells = live?.sheet === sheetIndex ? live.errors : start ?? [];
  const shown: readonly CellError[] = absent.length ? [...inCells, ...absent] : inCells;

  // A language switch: the cells' messages again in the new language (see RELABEL_ROWS).
  const judgedIn = useRef(language);
  useEffect(() => {
    if (judgedIn.current === language) return;
    judgedIn.current = language;
    if (allRows.length <= RELABEL_ROWS) grid.current?.validate();
  }, [language, allRows.length]);

  const onSave = async (changes: SheetSaveChange<PreviewRow>[]) => {
    if (!sheet) return;
    // Only the changed rows are new objects; the others stay the rows as read.
    const next = sheet.rows.slice();
    for (const change of changes) {
      const index = Number(change.rowKey);
      const target = next[index];
      if (!target) continue;
      const copy: PreviewRow = Object.assign(Object.create(null) as PreviewRow, target);
      for (const [code, value] of Object.entries(change.changes)) {
        if (code !== LINE) copy[code] = textOf(value);
      }
      next[index] = copy;
    }
    onSheetRows(sheetIndex, next);
    await Promise.resolve();
  };

  const commit = async () => (grid.current ? grid.current.save() : true);
  useEffect(() => {
    if (!ref) return;
    const handle: ImportPreviewHandle = { commit };
    if (typeof ref === 'function') ref(handle);
    else ref.current = handle;
  });

  if (!sheet) return null;
  const columnName = (code: string) => fieldName(info, sheetIndex, code, language);
  const sheetGrid = start ? (
    <SheetGrid<PreviewRow>
      key={sheetIndex}
      ref={grid}
      aria-label={t('previewLabel', { name: sheet.name })}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      pageSize={false}
      height={height}
      onSave={onSave}
      saveButton={false}
      onErrorsChange={onErrorsChange}
      defaultErrors={start}
      validateOnSave="edited"
    />
  ) : <Loading />;
  return (
    <Box data-import-preview="">
      <p role="status">
        {`${t('summary', { file: sheet.name, rows: sheet.rows.length })} · `}
        <span className={shown.length ? 'bad' : 'ok'}>{shown.length ? t('summaryErrors', { count: shown.length }) : t('summaryOk')}</span>
      </p>
      <Checkbox
        value={onlyErrors ? 1 : 0}
        onChange={(value) => {
          const on = value === 1;
          setErrorRows(new Set(shown.map((e) => Number(e.rowKey))));
          setOnlyErrors(on);
        }}
      >
        {t('onlyErrors')}
      </Checkbox>
      {sheets.length > 1 ? (
        <Tabs
          aria-label={t('sheets')}
          selected={String(sheetIndex)}
          onSelectedChange={(id) => { void commit().then((ok) => { if (ok) { setOnlyErrors(false); setActive(Number(id)); } }); }}
          items={sheets.map((s, i) => ({ id: String(i), title: t('sheetTab', { name: s.name, rows: s.rows.length }), content: i === sheetIndex ? sheetGrid : null }))}
        />
      ) : sheetGrid}
      {shown.length ? (
        <section aria-label={t('errorList')}>
          <ul className="errors">
            {shown.slice(0, MAX_LISTED).map((e) => (
              <li key={`${e.rowKey}:${e.column}`}>{t('errorAt', { line: sheet.lines[Number(e.rowKey)] ?? Number(e.rowKey) + 1, column: columnName(e.column), message: e.message ?? '' })}</li>
            ))}
          </ul>
          {shown.length > MAX_LISTED ? <p>{t('moreErrors', { count: shown.length - MAX_LISTED })}</p> : null}
        </section>
      ) : null}
    </Box>
  );
}
