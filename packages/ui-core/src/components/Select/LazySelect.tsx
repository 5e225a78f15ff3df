import { forwardRef, useId } from 'react';
import { CaretDownIcon } from '../Icon/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CoreStyleSheet, useCoreThemeVars } from '../../theme/staticSheet';
import { Deferred, useWake, wakeHandlers } from '../Deferred';
import type { SelectProps } from './Select';

const loadSelect = () => import('./Select').then((module) => module.Select);
const preloadSelect = () => { loadSelect().catch(() => undefined); };

type Words = TFunction<'core'>;

/** The codes of the closed Select's value that are among its options (as react-aria's SelectValue shows them). */
function knownCodes({ options, multiple = false, value, defaultValue }: SelectProps): { codes: string[]; known: string[] } {
  const current = value ?? defaultValue;
  const codes = (Array.isArray(current) ? current : current ? [current] : []).slice(0, multiple ? undefined : 1);
  return { codes, known: codes.filter((code) => options?.some((option) => option.code === code)) };
}

/**
 * Whether the closed Select shows one of ui-core's words: the placeholder, the count chosen or
 * the clear button's label. A single select showing its option's description, with no clear
 * button (a pager's page size), shows none, and its stand-in does not subscribe to i18next.
 */
function needsWords(props: SelectProps): boolean {
  const { multiple = false, clearable = true, disabled, placeholder } = props;
  if (multiple) return true;
  const { codes, known } = knownCodes(props);
  if (!known.length) return placeholder === undefined || (clearable && codes.length > 0 && !disabled);
  return clearable && !disabled;
}

/** What the closed Select shows: the chosen option's description, the count chosen, or the placeholder. */
function shownValue(props: SelectProps, t: Words | undefined): { text: string; placeholder: boolean; hasValue: boolean } {
  const { options, multiple = false, placeholder } = props;
  const { codes, known } = knownCodes(props);
  // The placeholder is looked up only when it shows (a pager's page size always has a value).
  if (!known.length) return { text: placeholder ?? t?.('select.placeholder') ?? '', placeholder: true, hasValue: codes.length > 0 };
  if (multiple) return { text: t?.('select.selected', { count: known.length }) ?? '', placeholder: false, hasValue: true };
  return { text: options?.find((option) => option.code === known[0])?.description ?? '', placeholder: false, hasValue: true };
}

/** The stand-in of a Select that shows ui-core's words (see `needsWords`). */
function WordedPreview(props: SelectProps) {
  const { t } = useTranslation('core');
  return <PreviewBox {...props} t={t} />;
}

function SelectPreview(props: SelectProps) {
  return needsWords(props) ? <WordedPreview {...props} /> : <PreviewBox {...props} t={undefined} />;
}

function PreviewBox(props: SelectProps & { t: Words | undefined }) {
  const { label, width = 240, disabled, clearable = true, t } = props;
  const onWake = useWake();
  const shown = shownValue(props, t);
  const id = useId();
  const vars = useCoreThemeVars();
  // The closed Select's look (Select.styles.ts) from ui-core's static first-paint sheet: the
  // stand-in is what list screens mount with their first paint (pagination, grid filters).
  return (
    <div className="wms-select" style={{ ...vars, width }} data-disabled={disabled || undefined}>
      <CoreStyleSheet />
      {label ? <label className="wms-label" id={`${id}-label`}>{label}</label> : null}
      <div className="wms-select-row">
        <button
          className="wms-select-trigger"
          type="button"
          id={id}
          disabled={disabled}
          data-disabled={disabled || undefined}
          aria-label={props['aria-label']}
          aria-labelledby={`${id}-value ${label ? `${id}-label` : id}`}
          aria-haspopup="listbox"
          aria-expanded="false"
          {...wakeHandlers(onWake, preloadSelect, 'popup')}
        >
          <span className="wms-select-value" id={`${id}-value`} data-placeholder={shown.placeholder || undefined}>{shown.text}</span>
          <CaretDownIcon />
        </button>
        {clearable && shown.hasValue && !disabled ? (
          <button className="wms-select-clear" type="button" aria-label={t?.('select.clear')} {...wakeHandlers(onWake, preloadSelect, 'clear')}>
            ✕
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Select as a light stand-in until first used (issue 20): the closed select is drawn without
 * react-aria (same box, value, placeholder and clear button); the first focus, press or key
 * fetches and mounts the real Select, which takes the focus and the press over, so a keyboard or
 * mouse user sees no difference. For what every screen shows closed at first paint (the
 * pagination's page size, a grid's select filters); with a description or an error message,
 * use Select.
 *
 * @example <LazySelect aria-label={t('pagination.pageSize')} options={sizes} value={size} onChange={setSize} />
 */
export const LazySelect = forwardRef<HTMLButtonElement, Omit<SelectProps, 'description' | 'errorMessage'>>(function LazySelect(props, ref) {
  return (
    <Deferred load={loadSelect} eager={props.defaultOpen} preview={<SelectPreview {...props} />} render={(Select) => <Select {...props} ref={ref} />} />
  );
});
