import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render';
import { LazySelect } from './LazySelect';

const OPTIONS = [
  { code: '0', description: '新建' },
  { code: '9', description: '完成' },
];

/** react-aria's select renders a listbox trigger with its own id; the stand-in has none of its parts. */
const isReal = () => document.querySelector('[data-testid="hidden-select-container"]') !== null;

describe('LazySelect', () => {
  it('draws the closed select without mounting the real one: value, placeholder, count', () => {
    renderWithProviders(
      <>
        <LazySelect aria-label="状态" options={OPTIONS} value="9" />
        <LazySelect aria-label="空" options={OPTIONS} value="" />
        <LazySelect aria-label="多选" multiple options={OPTIONS} value={['0', '9']} />
      </>,
    );
    expect(screen.getByRole('button', { name: /状态/ })).toHaveTextContent('完成');
    expect(screen.getByRole('button', { name: /空/ })).toHaveTextContent('请选择');
    expect(screen.getByRole('button', { name: /多选/ })).toHaveTextContent('已选 2 项');
    expect(isReal()).toBe(false);
  });

  it('a click opens the real select, whose choice reaches onChange', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<LazySelect aria-label="状态" options={OPTIONS} value="0" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /状态/ }));
    await user.click(await screen.findByRole('option', { name: /完成/ }));
    expect(onChange).toHaveBeenLastCalledWith('9');
    expect(isReal()).toBe(true);
  });

  it('keyboard: Tab moves focus into the real trigger, Enter opens it, Esc closes back to it', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<LazySelect aria-label="状态" options={OPTIONS} value="0" onChange={onChange} />);
    await user.tab();
    await waitFor(() => { expect(isReal()).toBe(true); });
    const trigger = screen.getByRole('button', { name: /状态/ });
    await waitFor(() => { expect(trigger).toHaveFocus(); });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => { expect(screen.queryByRole('listbox')).not.toBeInTheDocument(); });
    // react-aria gives the focus back a frame after the list closes.
    await waitFor(() => { expect(screen.getByRole('button', { name: /状态/ })).toHaveFocus(); });
  });
});
