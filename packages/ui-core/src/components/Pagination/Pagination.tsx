import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { clampPage, DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount, pageItems } from '../../model/pagination';
import { NumberInput } from '../NumberInput';
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

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  color: ${({ theme }) => theme.palette.text};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const PageButton = styled.button`
  min-width: 30px;
  height: 30px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 1px;
  }
`;

const Gap = styled.li`
  padding: 0 4px;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/**
 * The pagination bar: total, previous / page numbers / next, page size (20, 50, 100, 200, 500)
 * and a jump to a page (Enter jumps; a page past the end goes to the last one).
 */
export function Pagination({ page, pageSize = DEFAULT_PAGE_SIZE, total, onChange, pageSizes = PAGE_SIZES, disabled = false, 'aria-label': label, ref }: PaginationProps) {
  const { t } = useTranslation('core');
  const count = pageCount(total, pageSize);
  const current = clampPage(page, count);
  const [jump, setJump] = useState('');
  const go = (target: number) => {
    const next = clampPage(target, count);
    if (next !== current) onChange(next, pageSize);
  };
  return (
    <Nav ref={ref} aria-label={label ?? t('pagination.label')}>
      <span>{t('pagination.total', { total })}</span>
      <PageButton type="button" aria-label={t('pagination.previous')} disabled={disabled || current <= 1} onClick={() => { go(current - 1); }}>‹</PageButton>
      <ul>
        {pageItems(current, count).map((item, i) =>
          item === 'gap' ? (
            <Gap key={`gap-${String(i)}`} aria-hidden="true">…</Gap>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => { go(item); }}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
      </ul>
      <PageButton type="button" aria-label={t('pagination.next')} disabled={disabled || current >= count} onClick={() => { go(current + 1); }}>›</PageButton>
      <LazySelect
        aria-label={t('pagination.pageSize')}
        searchable={false}
        clearable={false}
        width={120}
        disabled={disabled}
        value={String(pageSize)}
        options={pageSizes.map((size) => ({ code: String(size), description: t('pagination.perPage', { size }) }))}
        onChange={(value) => {
          const size = Number(value);
          if (size > 0 && size !== pageSize) onChange(1, size);
        }}
      />
      <span>{t('pagination.jump')}</span>
      <NumberInput
        aria-label={t('pagination.jumpPage')}
        width={64}
        disabled={disabled}
        value={jump}
        onChange={setJump}
        onSubmit={() => {
          if (jump) go(Number(jump));
          setJump('');
        }}
      />
    </Nav>
  );
}
