import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { popoverSurface } from '../Field/Field.styles';
import { calendarLocaleOf } from './calendarLocale';
import { fieldGroupStyles, iconButtonStyles, segmentStyles, segmentsStyles } from './picker.styles';

/** react-aria's locale for the calendar and its fields: calendarLocale.ts says which and why. */

export function CalendarLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('core');
  return <I18nProvider locale={calendarLocaleOf(i18n.language)}>{children}</I18nProvider>;
}

export const FieldGroup = styled(Group)`
  ${fieldGroupStyles}
`;

export const Segments = styled(DateInput)`
  ${segmentsStyles}
`;

export const Segment = styled(DateSegment)`
  ${segmentStyles}
`;

export const IconButton = styled(AriaButton)`
  ${iconButtonStyles}
`;

export const PickerPopover = styled(Popover)`
  ${popoverSurface}
`;

export const PickerDialog = styled(Dialog)`
  display: flex;
  gap: 8px;
  padding: 8px;
  outline: none;
`;

export const ShortcutList = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 96px;
  border-right: 1px solid ${({ theme }) => theme.palette.border};
  padding-right: 8px;
`;

export const Shortcut = styled.button`
  border: 0;
  background: transparent;
  text-align: start;
  padding: 4px 6px;
  border-radius: ${({ theme }) => theme.radius}px;
  color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;
  font: inherit;
  &:hover {
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

const calendarStyles = css`
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 4px;
  }
  h2 {
    margin: 0;
    font-size: 14px;
  }
  table {
    border-collapse: collapse;
  }
  th {
    font-weight: normal;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 12px;
    padding: 2px;
  }
`;

const StyledCalendar = styled(AriaCalendar)`
  ${calendarStyles}
`;
const StyledRangeCalendar = styled(AriaRangeCalendar)`
  ${calendarStyles}
`;

export const Cell = styled(CalendarCell)`
  width: 30px;
  height: 28px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius}px;
  cursor: pointer;
  outline: none;
  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.palette.border};
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

function CalendarHeader() {
  return (
    <header>
      <IconButton slot="previous">‹</IconButton>
      <Heading />
      <IconButton slot="next">›</IconButton>
    </header>
  );
}

/** The month grid of a single-date picker. */
export function MonthCalendar() {
  return (
    <StyledCalendar firstDayOfWeek="mon">
      <CalendarHeader />
      <CalendarGrid>{(date) => <Cell date={date} />}</CalendarGrid>
    </StyledCalendar>
  );
}

/** The month grid of a range picker. */
export function MonthRangeCalendar() {
  return (
    <StyledRangeCalendar firstDayOfWeek="mon">
      <CalendarHeader />
      <CalendarGrid>{(date) => <Cell date={date} />}</CalendarGrid>
    </StyledRangeCalendar>
  );
}
