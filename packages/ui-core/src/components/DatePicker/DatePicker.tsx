import { forwardRef, useState, type ReactNode } from 'react';
import { CaretDownIcon } from '../Icon/icons';
import { getLocalTimeZone, Time, toCalendarDate, toCalendarDateTime, type CalendarDate, type CalendarDateTime } from '@internationalized/date';
import { DatePicker as AriaDatePicker, type DateValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  DATE_SHORTCUTS,
  dateShortcut,
  formatDate,
  formatDateTime,
  parseDateText,
  parseDateTimeText,
  todayIn,
} from '../../model/dates';
import { ClearLink, Description, ErrorText, Label } from '../Field/Field.styles';
import {
  CalendarLocale,
  FieldGroup,
  IconButton,
  MonthCalendar,
  PickerDialog,
  PickerPopover,
  Segment,
  Segments,
  Shortcut,
  ShortcutList,
} from './parts';

export interface DatePickerProps {
  label?: ReactNode;
  'aria-label'?: string;
  /** Controlled value: 'yyyy-MM-dd' ('yyyy-MM-dd HH:mm:ss' with time), or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Also picks the time (hours, minutes, seconds; 24-hour). */
  withTime?: boolean;
  /** Forbids dates after today (a single date filter, CONTRACT.md §5). */
  noFuture?: boolean;
  /** Offers today, lastday and lastweek beside the calendar (default true). */
  shortcuts?: boolean;
  /** The time zone of "today" (default the browser's). */
  timeZone?: string;
  /** "Now" as a timestamp, for stories and tests (default the clock). */
  now?: number;
  description?: ReactNode;
  errorMessage?: string;
  disabled?: boolean;
  required?: boolean;
  width?: number;
  defaultOpen?: boolean;
}

function parse(value: string | null | undefined, withTime: boolean): CalendarDate | CalendarDateTime | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  return (withTime ? parseDateTimeText(value) : parseDateText(value)) ?? null;
}

/**
 * A date picker (yyyy-MM-dd) with today / lastday / lastweek shortcuts and an option to forbid
 * future dates; with `withTime`, a date-time picker (yyyy-MM-dd HH:mm:ss). Typed by keyboard
 * segment by segment, or chosen in the calendar.
 */
export const DatePicker = forwardRef<HTMLDivElement, DatePickerProps>(function DatePicker(
  { label, value, defaultValue, onChange, withTime = false, noFuture = false, shortcuts = true, timeZone = getLocalTimeZone(), now, description, errorMessage, disabled, required, width = 240, defaultOpen, ...aria },
  ref,
) {
  const { t } = useTranslation('core');
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const [own, setOwn] = useState(parse(defaultValue, withTime) ?? null);
  const controlled = parse(value, withTime);
  const current = controlled === undefined ? own : controlled;
  const today = todayIn(timeZone, now);

  const emit = (next: DateValue | null) => {
    const typed = next as CalendarDate | CalendarDateTime | null;
    setOwn(typed);
    if (!typed) onChange?.(null);
    else onChange?.(withTime ? formatDateTime(typed as CalendarDateTime) : formatDate(typed as CalendarDate));
  };
  // The date part decides: any time of today is allowed, tomorrow is not.
  const future = Boolean(noFuture && current && toCalendarDate(current).compare(today) > 0);
  const maxValue = withTime ? toCalendarDateTime(today, new Time(23, 59, 59)) : today;

  return (
    <CalendarLocale>
      <AriaDatePicker
        {...aria}
        ref={ref}
        value={current}
        onChange={emit}
        granularity={withTime ? 'second' : 'day'}
        hourCycle={24}
        maxValue={noFuture ? maxValue : undefined}
        isOpen={open}
        onOpenChange={setOpen}
        isDisabled={disabled}
        isRequired={required}
        isInvalid={Boolean(errorMessage) || future}
        shouldForceLeadingZeros
        style={{ width, display: 'inline-flex', flexDirection: 'column', gap: 4 }}
      >
        {label ? <Label>{label}</Label> : null}
        <FieldGroup>
          <Segments>{(segment) => <Segment segment={segment} />}</Segments>
          <IconButton aria-label={t('date.open')}><CaretDownIcon /></IconButton>
        </FieldGroup>
        {current && !disabled ? (
          <ClearLink type="button" onClick={() => { emit(null); }}>
            <span aria-hidden="true">✕ </span>
            {t('field.clear')}
          </ClearLink>
        ) : null}
        {description ? <Description slot="description">{description}</Description> : null}
        <ErrorText>{errorMessage ?? (future ? t('date.futureNotAllowed') : undefined)}</ErrorText>
        <PickerPopover placement="bottom start">
          <PickerDialog aria-label={t('date.open')}>
            {shortcuts && !withTime ? (
              <ShortcutList role="group" aria-label={t('date.shortcuts')}>
                {DATE_SHORTCUTS.map((key) => (
                  <Shortcut
                    key={key}
                    type="button"
                    onClick={() => {
                      emit(dateShortcut(key, timeZone, now));
                      setOpen(false);
                    }}
                  >
                    {t(`date.shortcut.${key}`)}
                  </Shortcut>
                ))}
              </ShortcutList>
            ) : null}
            <MonthCalendar />
          </PickerDialog>
        </PickerPopover>
      </AriaDatePicker>
    </CalendarLocale>
  );
});

/** A date-time picker: DatePicker with `withTime`. */
export const DateTimePicker = forwardRef<HTMLDivElement, Omit<DatePickerProps, 'withTime'>>(function DateTimePicker(props, ref) {
  return <DatePicker {...props} ref={ref} withTime />;
});
