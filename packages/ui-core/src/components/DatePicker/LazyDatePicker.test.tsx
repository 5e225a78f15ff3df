import { screen, waitFor } from '@testing-library/react';
import type { Language } from '../../i18n/language';
import { renderWithProviders } from '../../test-utils/render';
import { DatePicker } from './DatePicker';
import { DateRangePicker } from './DateRangePicker';
import { LazyDatePicker, LazyDateRangePicker } from './LazyDatePicker';

const TIME_ZONE = 'Asia/Shanghai';
const NOW = Date.UTC(2026, 5, 15, 1, 30);

/** The text each segment shows, literal ones included, in order. */
const segmentsOf = (group: HTMLElement) => [...group.querySelectorAll('[data-type]')].map((segment) => segment.textContent);

describe('LazyDatePicker stand-ins', () => {
  // The stand-in draws what react-aria's field draws, segment for segment: same digits,
  // separators, placeholders and the LRI … PDI around a time.
  it.each<[Language, string | null]>([
    ['zh', '2026-06-14'],
    ['zh', null],
    ['en', '2026-06-14'],
    ['en', null],
  ])('a date in %s (%s): the same segments as the real picker', (language, value) => {
    const { unmount } = renderWithProviders(<DatePicker aria-label="real" timeZone={TIME_ZONE} now={NOW} value={value} />, { language });
    const real = segmentsOf(screen.getByRole('group', { name: 'real' }));
    unmount();
    renderWithProviders(<LazyDatePicker aria-label="stand-in" timeZone={TIME_ZONE} now={NOW} value={value} />, { language });
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(segmentsOf(screen.getByRole('group', { name: 'stand-in' }))).toEqual(real);
  });

  it.each<[Language, [string, string] | null, boolean]>([
    ['zh', ['2026-06-10 00:00:00', '2026-06-15 23:59:59'], true],
    ['zh', null, true],
    ['en', ['2026-06-10 08:05:09', '2026-06-15 23:59:59'], true],
    ['en', ['2026-06-08', '2026-06-15'], false],
  ])('a range in %s (%s, with time %s): the same segments as the real picker', (language, value, withTime) => {
    const { unmount } = renderWithProviders(<DateRangePicker aria-label="real" timeZone={TIME_ZONE} now={NOW} value={value} withTime={withTime} />, { language });
    const real = segmentsOf(screen.getByRole('group', { name: 'real' }));
    unmount();
    renderWithProviders(<LazyDateRangePicker aria-label="stand-in" timeZone={TIME_ZONE} now={NOW} value={value} withTime={withTime} />, { language });
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(segmentsOf(screen.getByRole('group', { name: 'stand-in' }))).toEqual(real);
  });

  it('a future date, which the stand-in does not draw as refused, mounts the real picker with its error', async () => {
    renderWithProviders(<LazyDatePicker aria-label="日期" noFuture timeZone={TIME_ZONE} now={NOW} value="2026-06-20" />);
    expect(await screen.findByText('不能选择未来的日期')).toBeInTheDocument();
  });

  it('a press on ▾ opens the real calendar; a choice there reaches onChange', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<LazyDatePicker aria-label="日期" timeZone={TIME_ZONE} now={NOW} value="2026-06-14" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '打开日历' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await waitFor(() => dialog.querySelector<HTMLElement>('[role="gridcell"] [aria-label*="10"]') ?? Promise.reject(new Error('no day 10'))));
    expect(onChange).toHaveBeenLastCalledWith('2026-06-10');
  });

  it('a press on clear clears, through the real picker', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<LazyDatePicker aria-label="日期" timeZone={TIME_ZONE} now={NOW} value="2026-06-14" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /清除/ }));
    await waitFor(() => { expect(onChange).toHaveBeenLastCalledWith(null); });
  });
});
