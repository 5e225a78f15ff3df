import { forwardRef, useState, type ReactNode } from 'react';
import { CaretDownIcon } from '../Icon/icons';
import { getLocalTimeZone, type CalendarDate, type CalendarDateTime } from '@internationalized/date';
import { DateRangePicker as AriaDateRangePicker, type RangeValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  dayRangeAsDateTimes,
  formatDate,
  formatDateTime,
  parseDateText,
  parseDateTimeText,
  RANGE_SHORTCUTS,
  rangeOf,
  type RangeShortcut,
} from '../../model/dates';
import { ClearLink, Description, ErrorText, Label } from '../Field/Field.styles';
import {
  CalendarLocale,
  FieldGroup,
  IconButton,
  MonthRangeCalendar,
  PickerDialog,
  PickerPopover,
  Segment,
  Segments,
  Shortcut,
  ShortcutList,
} from './parts';
import { Dash } from './picker.styles';

export interface DateRangePickerProps {
  label?: ReactNode;
  'aria-label'?: string;
  /** Controlled value: [start, end] as 'yyyy-MM-dd' (with time: 'yyyy-MM-dd HH:mm:ss'), or null. */
  value?: [string, string] | null;
  defaultValue?: [string, string] | null;
  onChange?: (value: [string, string] | null) => void;
  /** Also picks times; a shortcut then spans whole days (00:00:00 to 23:59:59). */
  withTime?: boolean;
  /**
   * The shortcuts beside the calendar: by default week, month and quarter (7, 30, 90 days);
   * the grid passes its quick ranges (today, last 3 days, last week, last month, last 3 months).
   */
  shortcuts?: readonly RangeShortcut[];
  /** Where the shortcuts' labels are: 'shortcut' (date.shortcut.*) or 'quick' (date.quick.*). */
  shortcutLabels?: 'shortcut' | 'quick';
  timeZone?: string;
  now?: number;
  description?: ReactNode;
  errorMessage?: string;
  disabled?: boolean;
  required?: boolean;
  width?: number;
  defaultOpen?: boolean;
}

type Range = RangeValue<CalendarDate | CalendarDateTime>;

function parse(value: [string, string] | null | undefined, withTime: boolean): Range | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const read = (text: string) => (withTime ? parseDateTimeText(text) : parseDateText(text));
  const start = read(value[0]);
  const end = read(value[1]);
  return start && end ? { start, end } : null;
}

/**
 * A date range picker with shortcuts (week, month, quarter by default, or a list such as the
 * grid's quick ranges); with `withTime`, a date-time range picker.
 */
export const DateRangePicker = forwardRef<HTMLDivElement, DateRangePickerProps>(function DateRangePicker(
  { label, value, defaultValue, onChange, withTime = false, shortcuts = RANGE_SHORTCUTS, shortcutLabels = 'shortcut', timeZone = getLocalTimeZone(), now, description, errorMessage, disabled, required, width = 320, defaultOpen, ...aria },
  ref,
) {
  const { t } = useTranslation('core');
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const [own, setOwn] = useState<Range | null>(parse(defaultValue, withTime) ?? null);
  const controlled = parse(value, withTime);
  const current = controlled === undefined ? own : controlled;

  const emit = (next: Range | null) => {
    setOwn(next);
    if (!next) {
      onChange?.(null);
      return;
    }
    const format = (d: CalendarDate | CalendarDateTime) => (withTime ? formatDateTime(d as CalendarDateTime) : formatDate(d as CalendarDate));
    onChange?.([format(next.start), format(next.end)]);
  };

  return (
    <CalendarLocale>
      <AriaDateRangePicker
        {...aria}
        ref={ref}
        value={current}
        onChange={(next) => { emit(next); }}
        granularity={withTime ? 'second' : 'day'}
        hourCycle={24}
        isOpen={open}
        onOpenChange={setOpen}
        isDisabled={disabled}
        isRequired={required}
        isInvalid={Boolean(errorMessage)}
        shouldForceLeadingZeros
        style={{ width, display: 'inline-flex', flexDirection: 'column', gap: 4 }}
      >
        {label ? <Label>{label}</Label> : null}
        <FieldGroup>
          <Segments slot="start">{(segment) => <Segment segment={segment} />}</Segments>
          <Dash aria-hidden="true">–</Dash>
          <Segments slot="end">{(segment) => <Segment segment={segment} />}</Segments>
          <IconButton aria-label={t('date.open')}><CaretDownIcon /></IconButton>
        </FieldGroup>
        {current && !disabled ? (
          <ClearLink type="button" onClick={() => { emit(null); }}>
            <span aria-hidden="true">✕ </span>
            {t('field.clear')}
          </ClearLink>
        ) : null}
        {description ? <Description slot="description">{description}</Description> : null}
        <ErrorText>{errorMessage}</ErrorText>
        <PickerPopover placement="bottom start">
          <PickerDialog aria-label={t('date.open')}>
            {shortcuts.length ? (
              <ShortcutList role="group" aria-label={t('date.shortcuts')}>
                {shortcuts.map((shortcut) => (
                  <Shortcut
                    key={shortcut.key}
                    type="button"
                    onClick={() => {
                      const range = rangeOf(shortcut, timeZone, now);
                      emit(withTime ? dayRangeAsDateTimes(range) : range);
                      setOpen(false);
                    }}
                  >
                    {t(`date.${shortcutLabels}.${shortcut.key}`)}
                  </Shortcut>
                ))}
              </ShortcutList>
            ) : null}
            <MonthRangeCalendar />
          </PickerDialog>
        </PickerPopover>
      </AriaDateRangePicker>
    </CalendarLocale>
  );
});

/** A date-time range picker: DateRangePicker with `withTime`. */
export const DateTimeRangePicker = forwardRef<HTMLDivElement, Omit<DateRangePickerProps, 'withTime'>>(function DateTimeRangePicker(props, ref) {
  return <DateRangePicker {...props} ref={ref} withTime />;
});
