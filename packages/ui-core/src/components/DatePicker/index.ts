export { DatePicker, DateTimePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { DateRangePicker, DateTimeRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export { LazyDatePicker, LazyDateRangePicker, LazyDateTimeRangePicker } from './LazyDatePicker';
