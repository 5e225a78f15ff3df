import { useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ImportTemplateInfo } from '@wms/api';
import { Checkbox, Tabs } from '@wms/ui-core';
import { SheetGrid, type CellError, type SheetColumn, type SheetGridHandle, type SheetSaveChange } from '@wms/ui-grid';
import { IMPORT_NAMESPACE } from './i18n/catalogue';
import { fieldName, inFileOrder } from './model/importModel';
import { checkValue, type ImportCellError, type ParsedSheet } from './model/checks';

/** A preview row: the sheet's values by field code, keyed by its line in the file. */
type PreviewRow = Record<string, string> & { id: string };

const LINE = '__line';
const MAX_LISTED = 20;

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

/** The key of a formula cell in `formulas`: the row's index and the field. */
export const formulaKey = (row: number, field: string) => `${String(row)}\u001f${field}`;

/** Every cell error of a sheet as it is now: the template's checks and the formula cells not replaced. */
export function sheetErrors(info: ImportTemplateInfo, sheetIndex: number, sheet: ParsedSheet, original: ParsedSheet | undefined, formulas: ReadonlySet<string> | undefined): ImportCellError[] {
  const fields = info.sheets[Math.min(sheetIndex, info.sheets.length - 1)]?.fields ?? [];
  const present = fields.filter((f) => sheet.fields.includes(f.code) || f.required);
  const errors: ImportCellError[] = [];
  sheet.rows.forEach((row, index) => {
    for (const field of present) {
      const value = row[field.code] ?? '';
      if (formulas?.has(formulaKey(index, field.code)) && value === (original?.rows[index]?.[field.code] ?? '')) {
        errors.push({ row: index, field: field.code, key: 'formula' });
        continue;
      }
      const key = checkValue({ code: field.code, names: [field.zh, field.en], required: field.required, kind: field.kind }, value);
      if (key) errors.push({ row: index, field: field.code, key });
    }
  });
  return errors;
}

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

  const errors = useMemo(() => (sheet ? sheetErrors(info, sheetIndex, sheet, original[sheetIndex], formulas[sheetIndex]) : []), [info, sheet, sheetIndex, original, formulas]);
  // The rows with an error when the filter was turned on stay listed while they are fixed.
  const [errorRows, setErrorRows] = useState<ReadonlySet<number>>(new Set());

  const allRows = useMemo<PreviewRow[]>(() => (sheet ? sheet.rows.map((row, index) => ({ ...row, id: String(index), [LINE]: String(sheet.lines[index] ?? index + 1) })) : []), [sheet]);
  const rows = useMemo(() => (onlyErrors ? allRows.filter((row) => errorRows.has(Number(row.id))) : allRows), [onlyErrors, allRows, errorRows]);

  const columns = useMemo<SheetColumn<PreviewRow>[]>(() => {
    if (!sheet) return [];
    const fields = info.sheets[Math.min(sheetIndex, info.sheets.length - 1)]?.fields ?? [];
    const byCode = new Map(fields.map((f) => [f.code, f]));
    const formulaCells = formulas[sheetIndex];
    return [
      { code: LINE, name: t('line'), width: 80, align: 'end' },
      ...sheet.fields.map((code): SheetColumn<PreviewRow> => {
        const field = byCode.get(code);
        const check = field ? { code, names: [field.zh, field.en], required: field.required, kind: field.kind } : { code, names: [] };
        return {
          code,
          name: `${fieldName(info, sheetIndex, code, language)}${field?.required ? ' *' : ''}`,
          width: 140,
          ...(field?.kind === 'number' ? { align: 'end' as const } : {}),
          editor: { kind: 'text' },
          rules: [{
            validator: (value: unknown, row: PreviewRow) => {
              const text = textOf(value);
              const index = Number(row.id);
              if (formulaCells?.has(formulaKey(index, code)) && text === (original[sheetIndex]?.rows[index]?.[code] ?? '')) return t('cell.formula');
              const key = checkValue(check, text);
              return key ? t(`cell.${key}`) : true;
            },
          }],
        };
      }),
    ];
  }, [sheet, info, sheetIndex, formulas, original, language, t]);

  // Every error of the sheet as the grid has it now (edits included), shown on its cell and listed.
  // The whole sheet is judged once a sheet (validate()); after that the grid reports the errors
  // it records as cells are committed, pasted, undone (onErrorsChange), so that a click or a
  // keystroke never judges 20,000 rows again.
  const [live, setLive] = useState<readonly CellError[] | null>(null);
  useEffect(() => { grid.current?.validate(); }, [columns, rows]);
  const fields = sheet?.fields;
  const onErrorsChange = useCallback((list: CellError[]) => { setLive(inFileOrder(list, fields ?? [])); }, [fields]);
  const shown: readonly CellError[] = live ?? errors.map((e) => ({ rowKey: String(e.row), column: e.field, code: 'custom', message: t(`cell.${e.key}`) }));

  const onSave = async (changes: SheetSaveChange<PreviewRow>[]) => {
    if (!sheet) return;
    const next = sheet.rows.map((row) => ({ ...row }));
    for (const change of changes) {
      const index = Number(change.rowKey);
      const target = next[index];
      if (!target) continue;
      for (const [code, value] of Object.entries(change.changes)) {
        if (code !== LINE && code !== 'id') target[code] = textOf(value);
      }
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
  const sheetGrid = (
    <SheetGrid<PreviewRow>
      key={sheetIndex}
      ref={grid}
      aria-label={t('previewLabel', { name: sheet.name })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      pageSize={false}
      height={height}
      onSave={onSave}
      saveButton={false}
      onErrorsChange={onErrorsChange}
    />
  );
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
