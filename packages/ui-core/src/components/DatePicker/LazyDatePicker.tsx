import { forwardRef, type ReactNode } from 'react';
import { CaretDownIcon } from '../Icon/icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Deferred, useWake, wakeHandlers, type WakeHandler } from '../Deferred';
import { ClearLink, PlainLabel } from '../Field/base.styles';
import type { DatePickerProps } from './DatePicker';
import type { DateRangePickerProps } from './DateRangePicker';
import { Dash, fieldGroupStyles, iconButtonStyles, segmentStyles, segmentsStyles } from './picker.styles';
import { calendarLocaleOf } from './calendarLocale';

const loadDatePicker = () => import('./DatePicker').then((module) => module.DatePicker);
const loadDateRangePicker = () => import('./DateRangePicker').then((module) => module.DateRangePicker);
const preloadPickers = () => { Promise.all([loadDatePicker(), loadDateRangePicker()]).catch(() => undefined); };

const Group = styled.div`
  ${fieldGroupStyles}
`;
const Segments = styled.div`
  ${segmentsStyles}
`;
const Segment = styled.span`
  ${segmentStyles}
`;
const OpenButton = styled.button`
  ${iconButtonStyles}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;


/** react-aria's empty segments for the two languages (@react-stately/datepicker's placeholders). */
const PLACEHOLDERS: Record<string, Partial<Record<string, string>>> = {
  'zh-CN': { year: '年', month: '月', day: '日' },
  'en-SE': { year: 'yyyy', month: 'mm', day: 'dd' },
};
const TIME = ['hour', 'minute', 'second'];
const TEXT = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

interface ShownSegment { type: string; text: string; placeholder: boolean }

/**
 * The segments react-aria's date field shows for a value (or its placeholders): the locale's
 * parts with forced leading zeros, the time wrapped in LRI … PDI, as useDateFieldState does.
 */
export function dateSegments(value: string | null | undefined, withTime: boolean, locale: string): ShownSegment[] | undefined {
  const match = value ? TEXT.exec(value) : null;
  if (value && (!match || (withTime && match[4] === undefined))) return undefined;
  const numbers = match ? match.slice(1).map((part: string | undefined) => (part === undefined ? 0 : Number(part))) : [2000, 1, 1, 0, 0, 0];
  const date = new Date(Date.UTC(numbers[0] ?? 2000, (numbers[1] ?? 1) - 1, numbers[2] ?? 1, numbers[3] ?? 0, numbers[4] ?? 0, numbers[5] ?? 0));
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } : {}),
  });
  const own: Record<string, number | undefined> = { year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4], second: numbers[5] };
  const shown: ShownSegment[] = [];
  for (const part of format.formatToParts(date)) {
    if (part.type === 'literal') {
      shown.push({ type: 'literal', text: part.value, placeholder: false });
      continue;
    }
    if (part.type === 'hour') shown.push({ type: 'literal', text: '\u2066', placeholder: false });
    const text = match ? String(own[part.type] ?? 0).padStart(part.type === 'year' ? 1 : 2, '0') : TIME.includes(part.type) ? '––' : PLACEHOLDERS[locale]?.[part.type] ?? part.value;
    shown.push({ type: part.type, text, placeholder: !match });
    if (part.type === 'second') shown.push({ type: 'literal', text: '\u2069', placeholder: false });
  }
  return shown;
}

function SegmentsOf({ segments, first, disabled, onWake }: { segments: ShownSegment[]; first: number; disabled?: boolean; onWake: WakeHandler }) {
  let editable = first;
  return (
    <Segments style={{ unicodeBidi: 'isolate' }}>
      {segments.map((segment, i) => {
        const index = segment.type === 'literal' ? undefined : editable++;
        return (
          <Segment
            key={i}
            aria-hidden="true"
            data-type={segment.type}
            data-placeholder={segment.placeholder || undefined}
            data-disabled={disabled || undefined}
            onClick={index === undefined || disabled ? undefined : () => { onWake({ part: 'field', index, action: 'click' }); }}
          >
            {segment.text}
          </Segment>
        );
      })}
    </Segments>
  );
}

interface PreviewProps {
  className: string;
  label?: ReactNode;
  'aria-label'?: string;
  width: number;
  disabled?: boolean;
  /** The start (and end) segments. */
  parts: ShownSegment[][];
  hasValue: boolean;
}

/** A closed date or range picker: group of segments, ▾ and the clear link, without react-aria. */
function PickerPreview({ className, label, width, disabled, parts, hasValue, ...aria }: PreviewProps) {
  const { t } = useTranslation('core');
  const onWake = useWake();
  const segmentCount = parts[0]?.filter((s) => s.type !== 'literal').length ?? 0;
  return (
    <div className={className} style={{ width, display: 'inline-flex', flexDirection: 'column', gap: 4 }} data-disabled={disabled || undefined}>
      {label ? <PlainLabel>{label}</PlainLabel> : null}
      <Group
        role="group"
        aria-label={aria['aria-label']}
        aria-disabled={disabled || undefined}
        data-disabled={disabled || undefined}
        tabIndex={disabled ? undefined : 0}
        {...(disabled ? {} : wakeHandlers(onWake, preloadPickers, 'field', 0))}
      >
        <SegmentsOf segments={parts[0] ?? []} first={0} disabled={disabled} onWake={onWake} />
        {parts[1] ? (
          <>
            <Dash aria-hidden="true">–</Dash>
            <SegmentsOf segments={parts[1]} first={segmentCount} disabled={disabled} onWake={onWake} />
          </>
        ) : null}
        <OpenButton type="button" aria-label={t('date.open')} aria-haspopup="dialog" aria-expanded="false" disabled={disabled} data-disabled={disabled || undefined} {...wakeHandlers(onWake, preloadPickers, 'popup')}>
          <CaretDownIcon />
        </OpenButton>
      </Group>
      {hasValue && !disabled ? (
        <ClearLink type="button" {...wakeHandlers(onWake, preloadPickers, 'clear')}>
          <span aria-hidden="true">✕ </span>
          {t('field.clear')}
        </ClearLink>
      ) : null}
    </div>
  );
}

/**
 * Today in a time zone as 'yyyy-MM-dd', without a date library: from the parts, not a locale's
 * order (en-CA's, once used here, is month first in CLDR 42, WebKitGTK's ICU 72: 06/15/2026).
 */
function todayText(timeZone: string | undefined, now: number | undefined): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now ?? Date.now());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * DatePicker as a light stand-in until first used (issue 20): the closed field (its segments,
 * ▾ and clear link) is drawn without react-aria; the first focus, press or key fetches and mounts
 * the real DatePicker, which takes the focus (the same segment) and the press over. A state the
 * stand-in does not draw (open, an error, a description, a future date refused) mounts the real
 * picker at once.
 */
export const LazyDatePicker = forwardRef<HTMLDivElement, DatePickerProps>(function LazyDatePicker(props, ref) {
  const { i18n } = useTranslation('core');
  const withTime = Boolean(props.withTime);
  const current = props.value === undefined ? props.defaultValue : props.value;
  const segments = dateSegments(current, withTime, calendarLocaleOf(i18n.language));
  const future = Boolean(props.noFuture && current && current.slice(0, 10) > todayText(props.timeZone, props.now));
  const eager = Boolean(props.defaultOpen || props.errorMessage || props.description || future || !segments);
  return (
    <Deferred
      load={loadDatePicker}
      eager={eager}
      render={(DatePicker) => <DatePicker {...props} ref={ref} />}
      preview={<PickerPreview className="react-aria-DatePicker" label={props.label} aria-label={props['aria-label']} width={props.width ?? 240} disabled={props.disabled} parts={segments ? [segments] : []} hasValue={Boolean(current)} />}
    />
  );
});

/** DateRangePicker as a light stand-in until first used: see LazyDatePicker. */
export const LazyDateRangePicker = forwardRef<HTMLDivElement, DateRangePickerProps>(function LazyDateRangePicker(props, ref) {
  const { i18n } = useTranslation('core');
  const withTime = Boolean(props.withTime);
  const current = props.value === undefined ? props.defaultValue : props.value;
  const locale = calendarLocaleOf(i18n.language);
  const start = dateSegments(current?.[0] ?? null, withTime, locale);
  const end = dateSegments(current?.[1] ?? null, withTime, locale);
  const eager = Boolean(props.defaultOpen || props.errorMessage || props.description || !start || !end);
  return (
    <Deferred
      load={loadDateRangePicker}
      eager={eager}
      render={(DateRangePicker) => <DateRangePicker {...props} ref={ref} />}
      preview={<PickerPreview className="react-aria-DateRangePicker" label={props.label} aria-label={props['aria-label']} width={props.width ?? 320} disabled={props.disabled} parts={start && end ? [start, end] : []} hasValue={Boolean(current)} />}
    />
  );
});

/** A date-time range picker as a light stand-in: LazyDateRangePicker with `withTime`. */
export const LazyDateTimeRangePicker = forwardRef<HTMLDivElement, Omit<DateRangePickerProps, 'withTime'>>(function LazyDateTimeRangePicker(props, ref) {
  return <LazyDateRangePicker {...props} ref={ref} withTime />;
});
