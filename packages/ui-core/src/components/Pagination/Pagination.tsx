import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPage, DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount, pageItems } from '../../model/pagination';
import { digitsOnly } from '../../model/numberInput';
import { CoreStyleSheet, useCoreThemeVars } from '../../theme/staticSheet';
import { LazySelect } from '../Select/LazySelect';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageSize?: number;
  total: number;
  /** A new page, or a new page size (which goes back to page 1). */
  onChange: (page: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  disabled?: boolean;
  /**
   * The name of the nav landmark (default: "Pagination"). Give a pager its own name when another
   * can be on the page at the same time (a record's history in a drawer over a paged list), so
   * that the landmarks can be told apart (axe landmark-unique).
   */
  'aria-label'?: string;
  /** The nav element. */
  ref?: Ref<HTMLElement>;
}

const JUMP_WIDTH = { width: 64 } as const;
const FULL_WIDTH = { width: '100%' } as const;

/**
 * The pagination bar: total, previous / page numbers / next, page size (20, 50, 100, 200, 500)
 * and a jump to a page (Enter jumps; a page past the end goes to the last one). Drawn from
 * ui-core's static first-paint sheet (theme/staticSheet.tsx), no styled-components: every list
 * screen mounts one with its grid.
 */
export function Pagination({ page, pageSize = DEFAULT_PAGE_SIZE, total, onChange, pageSizes = PAGE_SIZES, disabled = false, 'aria-label': label, ref }: PaginationProps) {
  const { t } = useTranslation('core');
  const vars = useCoreThemeVars();
  const count = pageCount(total, pageSize);
  const current = clampPage(page, count);
  const [jump, setJump] = useState('');
  // Made again only for another language or list: a list's pagination renders with every page.
  const sizeOptions = useMemo(() => pageSizes.map((size) => ({ code: String(size), description: t('pagination.perPage', { size }) })), [pageSizes, t]);
  const go = (target: number) => {
    const next = clampPage(target, count);
    if (next !== current) onChange(next, pageSize);
  };
  return (
    <nav ref={ref} className="wms-pagination" style={vars} aria-label={label ?? t('pagination.label')}>
      <CoreStyleSheet />
      <span>{t('pagination.total', { total })}</span>
      <button type="button" className="wms-page-button" aria-label={t('pagination.previous')} disabled={disabled || current <= 1} onClick={() => { go(current - 1); }}>‹</button>
      <ul>
        {pageItems(current, count).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${String(i)}`} className="wms-page-gap" aria-hidden="true">…</li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="wms-page-button"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => { go(item); }}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="wms-page-button" aria-label={t('pagination.next')} disabled={disabled || current >= count} onClick={() => { go(current + 1); }}>›</button>
      <LazySelect
        aria-label={t('pagination.pageSize')}
        searchable={false}
        clearable={false}
        width={120}
        disabled={disabled}
        value={String(pageSize)}
        options={sizeOptions}
        onChange={(value) => {
          const size = Number(value);
          if (size > 0 && size !== pageSize) onChange(1, size);
        }}
      />
      <span>{t('pagination.jump')}</span>
      {/* ui-core's NumberInput (digits only, Enter jumps) as its plain elements and look. */}
      <div style={JUMP_WIDTH}>
        <div className="wms-field" style={FULL_WIDTH}>
          <input
            className="wms-input"
            type="text"
            value={jump}
            aria-label={t('pagination.jumpPage')}
            disabled={disabled}
            data-disabled={disabled ? '' : undefined}
            onChange={(event) => { setJump(digitsOnly(event.target.value)); }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              if (jump) go(Number(jump));
              setJump('');
            }}
          />
        </div>
      </div>
    </nav>
  );
}
