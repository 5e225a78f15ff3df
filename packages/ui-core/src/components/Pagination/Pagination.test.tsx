import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('shows the total and the pages around the current one, in both languages', () => {
    const { unmount } = renderWithProviders(<Pagination page={6} total={398} onChange={jest.fn()} />);
    expect(screen.getByText('共 398 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^第 \d+ 页$/ }).map((b) => b.textContent)).toEqual(['1', '5', '6', '7', '20']);
    unmount();
    renderWithProviders(<Pagination page={1} total={0} onChange={jest.fn()} />, { language: 'en' });
    expect(screen.getByText('0 in total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('names its landmark "分页", or as told when another pager can be on the page', () => {
    const { unmount } = renderWithProviders(<Pagination page={1} total={45} onChange={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Pagination aria-label="修改历史分页" page={1} total={45} onChange={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: '修改历史分页' })).toBeInTheDocument();
  });

  it('moves by keyboard and jumps, clamping past the last page', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Pagination page={2} total={100} onChange={onChange} />);
    screen.getByRole('button', { name: '下一页' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    await user.type(screen.getByRole('textbox', { name: '跳至页码' }), '99{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(5, 20);
  });
});
