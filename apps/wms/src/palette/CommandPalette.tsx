import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ensurePaletteCatalogue, PALETTE_NAMESPACE } from './i18n/catalogue';
import { indexScreens, searchScreens, type PinyinOf, type ScreenEntry } from './model/search';

const Panel = styled.dialog`
  width: min(640px, calc(100vw - 24px));
  max-height: min(560px, calc(100vh - 48px));
  margin: 10vh auto auto;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 8px;
  box-shadow: 0 16px 48px rgba(15, 23, 42, 0.3);
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.surface};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  &[open] { display: flex; flex-direction: column; }
  &::backdrop { background: ${({ theme }) => theme.palette.overlay}; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 12px 12px 0 16px;
  h2 { margin: 0 auto 0 0; font-size: 16px; }
`;

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 18px;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.palette.focus}; }
`;

const Field = styled.label`
  display: grid;
  gap: 4px;
  padding: 8px 16px;
  color: ${({ theme }) => theme.palette.textMuted};
  input {
    font: inherit;
    font-size: 16px;
    min-height: 44px;
    padding: 0 12px;
    border: 2px solid ${({ theme }) => theme.palette.primary};
    border-radius: ${({ theme }) => theme.radius}px;
    color: ${({ theme }) => theme.palette.text};
    box-sizing: border-box;
    width: 100%;
  }
  input:focus-visible { outline: 2px solid ${({ theme }) => theme.palette.focus}; outline-offset: 1px; }
`;

const Heading = styled.div`
  padding: 4px 16px;
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 8px 8px;
  overflow: auto;
  min-height: 0;
`;

const Option = styled.li<{ $active: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 12px;
  align-items: baseline;
  min-height: 44px;
  box-sizing: border-box;
  padding: 6px 8px;
  border-radius: ${({ theme }) => theme.radius}px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.palette.message.info.background : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.palette.focus}` : 'none')};
  .name { font-weight: 600; }
  .other, .path { color: ${({ theme }) => theme.palette.textMuted}; font-size: ${({ theme }) => theme.typography.fontSizeSmall}px; }
  .path { grid-column: 2; grid-row: 1 / span 2; align-self: center; overflow-wrap: anywhere; }
`;

const Note = styled.p`
  margin: 0;
  padding: 8px 16px 16px;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** Visually hidden, read by screen readers (the result count). */
const Announce = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export interface CommandPaletteProps {
  /** Shown (a modal dialog). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The screens the user may open (the server's menu for them). */
  screens: readonly ScreenEntry[];
  /** Paths opened lately, most recent first: listed first. */
  recent: readonly string[];
  /** A screen chosen (Enter or a click): open it. The palette closes. */
  onChoose: (path: string) => void;
  /**
   * Loads the pinyin converter (a dynamic import: its dictionary is not part of the app's first
   * load). Called once, when the palette is first opened; until it answers, names and paths are
   * searched.
   */
  loadPinyin?: () => Promise<PinyinOf>;
  /** What the search field starts with (stories). */
  defaultQuery?: string;
}

/**
 * The screen palette: a modal dialog with a combobox over a listbox of screens (WAI-ARIA
 * combobox pattern: focus stays in the field, ↑ ↓ move the active option, Enter opens it, Esc
 * closes) and a polite live region telling how many screens were found.
 */
export function CommandPalette({ open, onOpenChange, screens, recent, onChoose, loadPinyin, defaultQuery = '' }: CommandPaletteProps) {
  const { i18n } = useTranslation();
  ensurePaletteCatalogue(i18n);
  const { t } = useTranslation(PALETTE_NAMESPACE);
  const language = i18n.language.startsWith('en') ? 'en' : 'zh';
  const other = language === 'en' ? 'zh' : 'en';
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(defaultQuery);
  const [active, setActive] = useState(0);
  const [pinyinOf, setPinyinOf] = useState<PinyinOf | undefined>(undefined);
  const id = useId();
  const titleId = `${id}-title`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${String(index)}`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
      input.current?.select();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // The pinyin dictionary: loaded the first time the palette opens, kept after.
  const asked = useRef(false);
  useEffect(() => {
    if (!open || asked.current || !loadPinyin) return;
    asked.current = true;
    let live = true;
    loadPinyin().then((loaded) => { if (live) setPinyinOf(() => loaded); }).catch(() => { asked.current = false; });
    return () => { live = false; };
  }, [open, loadPinyin]);

  const index = useMemo(() => indexScreens(screens, pinyinOf), [screens, pinyinOf]);
  const results = useMemo(() => searchScreens(index, query, recent, language), [index, query, recent, language]);
  const showingRecent = query.trim() === '';
  const current = Math.min(active, Math.max(results.length - 1, 0));

  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, open]);

  const choose = (path: string) => {
    onOpenChange(false);
    setQuery('');
    setActive(0);
    onChoose(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (current >= last ? 0 : current + 1),
      ArrowUp: () => (current <= 0 ? last : current - 1),
      PageDown: () => Math.min(current + 8, last),
      PageUp: () => Math.max(current - 8, 0),
    };
    const move = moves[event.key];
    if (move && results.length > 0) {
      event.preventDefault();
      setActive(move());
      return;
    }
    if (event.key === 'Escape') {
      // Also the dialog's own cancel; handled here so that the field's Esc never depends on it.
      event.preventDefault();
      onOpenChange(false);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[current];
      if (chosen) choose(chosen.path);
    }
  };

  const announcement = results.length === 0
    ? (showingRecent ? t('hint') : t('none'))
    : t(showingRecent ? 'recentCount' : 'count', { count: results.length });

  return (
    <Panel
      ref={dialog}
      aria-labelledby={titleId}
      data-palette
      // Esc: the dialog's own cancel; the state follows.
      onCancel={(event) => { event.preventDefault(); onOpenChange(false); }}
      onClose={() => { if (open) onOpenChange(false); }}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => { if (event.target === dialog.current) onOpenChange(false); }}
    >
      <Head>
        <h2 id={titleId}>{t('title')}</h2>
        <Close type="button" aria-label={t('close')} onClick={() => { onOpenChange(false); }}>✕</Close>
      </Head>
      <Field>
        {t('label')}
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => { setQuery(event.target.value); setActive(0); }}
          onKeyDown={onKeyDown}
        />
      </Field>
      {results.length > 0 ? <Heading aria-hidden="true">{showingRecent ? t('recent') : t('results')}</Heading> : null}
      <List id={listId} role="listbox" aria-label={showingRecent ? t('recent') : t('results')}>
        {results.map((screen, i) => (
          <Option
            key={screen.path}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            $active={i === current}
            data-path={screen.path}
            onMouseMove={() => { if (i !== current) setActive(i); }}
            onClick={() => { choose(screen.path); }}
          >
            <span className="name">{screen[language]}</span>
            <span className="path">{screen.path}</span>
            {screen[other] && screen[other] !== screen[language] ? <span className="other" lang={other === 'zh' ? 'zh-CN' : 'en'}>{screen[other]}</span> : null}
          </Option>
        ))}
      </List>
      {results.length === 0 ? <Note>{showingRecent ? t('hint') : t('none')}</Note> : null}
      <Announce role="status" aria-live="polite">{open ? announcement : ''}</Announce>
    </Panel>
  );
}
