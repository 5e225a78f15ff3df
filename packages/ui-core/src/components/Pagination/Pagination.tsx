import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { clampPage, DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount, pageItems } from '../../model/pagination';
import { digitsOnly } from '../../model/numberInput';
import { CoreStyleSheet, useCoreThemeVars } from '../../theme/staticSheet';
import { LazySelect } from '../Select/LazySelect';
import { useQuickT, type QuickT } from '../../i18n/quickT';

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
const SLOT = '\u0000';

/**
 * A message with one number in it, translated once: each number is put in the placeholder's
 * place. The catalogues interpolate without escaping or formatting (createI18n), so the text is
 * the one `t(key, { [name]: n })` gives; a message without exactly one placeholder falls back to t.
 */
function numberLabel(translate: (value: string | number) => string): (n: number) => string {
  const parts = translate(SLOT).split(SLOT);
  if (parts.length !== 2) return (n) => translate(n);
  const [before = '', after = ''] = parts;
  return (n) => before + String(n) + after;
}

interface PagerLabels {
  nav: string;
  total: (total: number) => string;
  previous: string;
  next: string;
  page: (page: number) => string;
  pageSize: string;
  perPage: (size: number) => string;
  jump: string;
  jumpPage: string;
}

/** The pager's words in the current language: 9 lookups, whatever the pages, sizes and renders. */
function pagerLabels(t: QuickT): PagerLabels {
  return {
    nav: t('pagination.label'),
    total: numberLabel((total) => t('pagination.total', { total })),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: numberLabel((page) => t('pagination.page', { page })),
    pageSize: t('pagination.pageSize'),
    perPage: numberLabel((size) => t('pagination.perPage', { size })),
    jump: t('pagination.jump'),
    jumpPage: t('pagination.jumpPage'),
  };
}

interface SizeAndJumpProps {
  labels: PagerLabels;
  pageSize: number;
  pageSizes: readonly number[];
  disabled: boolean;
  /** A new page size (the pager goes back to page 1). */
  onSize: (size: number) => void;
  /** Enter in the jump field. */
  onJump: (page: number) => void;
}

/**
 * The page-size select and the jump field: the same elements whatever the page and total, so a
 * list's new page (or its total arriving) does not render them again.
 */
const SizeAndJump = memo(function SizeAndJump({ labels, pageSize, pageSizes, disabled, onSize, onJump }: SizeAndJumpProps) {
  const [jump, setJump] = useState('');
  // Made again only for another language or list of sizes.
  const sizeOptions = useMemo(() => pageSizes.map((size) => ({ code: String(size), description: labels.perPage(size) })), [pageSizes, labels]);
  return (
    <>
      <LazySelect
        aria-label={labels.pageSize}
        searchable={false}
        clearable={false}
        width={120}
        disabled={disabled}
        value={String(pageSize)}
        options={sizeOptions}
        onChange={(value) => { onSize(Number(value)); }}
      />
      <span>{labels.jump}</span>
      {/* ui-core's NumberInput (digits only, Enter jumps) as its plain elements and look. */}
      <div style={JUMP_WIDTH}>
        <div className="wms-field" style={FULL_WIDTH}>
          <input
            className="wms-input"
            type="text"
            value={jump}
            aria-label={labels.jumpPage}
            disabled={disabled}
            data-disabled={disabled ? '' : undefined}
            onChange={(event) => { setJump(digitsOnly(event.target.value)); }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              if (jump) onJump(Number(jump));
              setJump('');
            }}
          />
        </div>
      </div>
    </>
  );
});

/**
 * The pagination bar: total, previous / page numbers / next, page size (20, 50, 100, 200, 500)
 * and a jump to a page (Enter jumps; a page past the end goes to the last one). Drawn from
 * ui-core's static first-paint sheet (theme/staticSheet.tsx), no styled-components: every list
 * screen mounts one with its grid. Its words are looked up once a language (a number's label is
 * made from one lookup), and a new page or total renders the total and the page buttons only.
 */
export function Pagination({ page, pageSize = DEFAULT_PAGE_SIZE, total, onChange, pageSizes = PAGE_SIZES, disabled = false, 'aria-label': label, ref }: PaginationProps) {
  // The words read from the catalogue where they are plain (useQuickT): nine lookups a mount.
  const t = useQuickT('core');
  const labels = useMemo(() => pagerLabels(t), [t]);
  const vars = useCoreThemeVars();
  const count = pageCount(total, pageSize);
  const current = clampPage(page, count);
  const go = (target: number) => {
    const next = clampPage(target, count);
    if (next !== current) onChange(next, pageSize);
  };
  // The page-size select and jump field read the latest page, size and callback through this
  // ref, so that their handlers stay the same from render to render.
  const latest = useRef({ go, pageSize, onChange });
  useLayoutEffect(() => {
    latest.current = { go, pageSize, onChange };
  });
  const onSize = useCallback((size: number) => {
    if (size > 0 && size !== latest.current.pageSize) latest.current.onChange(1, size);
  }, []);
  const onJump = useCallback((target: number) => { latest.current.go(target); }, []);
  return (
    <nav ref={ref} className="wms-pagination" style={vars} aria-label={label ?? labels.nav}>
      <CoreStyleSheet />
      <span>{labels.total(total)}</span>
      <button type="button" className="wms-page-button" aria-label={labels.previous} disabled={disabled || current <= 1} onClick={() => { go(current - 1); }}>‹</button>
      <ul>
        {pageItems(current, count).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${String(i)}`} className="wms-page-gap" aria-hidden="true">…</li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="wms-page-button"
                aria-label={labels.page(item)}
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
      <button type="button" className="wms-page-button" aria-label={labels.next} disabled={disabled || current >= count} onClick={() => { go(current + 1); }}>›</button>
      <SizeAndJump labels={labels} pageSize={pageSize} pageSizes={pageSizes} disabled={disabled} onSize={onSize} onJump={onJump} />
    </nav>
  );
}
