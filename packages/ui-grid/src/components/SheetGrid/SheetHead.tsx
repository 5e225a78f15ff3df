import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetColumn } from '../../hooks/useSheetGrid';
import { VisuallyHidden } from './SheetGrid.styles';

export interface SheetHeadProps<Row extends object> {
  columns: readonly SheetColumn<Row>[];
  widths: readonly number[];
  handleWidth: number;
  indexWidth: number;
  /** 0 when there is no action column. */
  actionWidth: number;
  totalWidth: number;
}

/** The sticky header row: handle, index, one header a column (a * on required ones), actions. Memoised: a scroll step leaves it alone. */
function SheetHeadView<Row extends object>({ columns, widths, handleWidth, indexWidth, actionWidth, totalWidth }: SheetHeadProps<Row>) {
  const { t } = useTranslation('grid');
  return (
    <div className="sg-head" role="row" aria-rowindex={1} style={{ width: totalWidth }}>
      <div className="sg-sticky" role="columnheader" aria-colindex={1} style={{ left: 0, width: handleWidth }}>
        <VisuallyHidden>{t('sheetGrid.drag')}</VisuallyHidden>
      </div>
      <div className="sg-sticky" role="columnheader" aria-colindex={2} style={{ left: handleWidth, width: indexWidth }}>{t('sheetGrid.index')}</div>
      {columns.map((column, c) => (
        <div key={column.code} className="sg-hcell" role="columnheader" aria-colindex={c + 3} data-align={column.align} style={{ width: widths[c] }}>
          {column.rules?.some((r) => 'required' in r && r.required) ? <span className="required" aria-hidden="true">*</span> : null}
          {column.name}
        </div>
      ))}
      {actionWidth ? <div className="sg-hcell" role="columnheader" aria-colindex={columns.length + 3} style={{ width: actionWidth }}>{t('sheetGrid.actions')}</div> : null}
    </div>
  );
}

/** See SheetHeadView; memo keeps the row's generic type. */
export const SheetHead = memo(SheetHeadView) as typeof SheetHeadView;
