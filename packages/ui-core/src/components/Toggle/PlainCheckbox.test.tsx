import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render';
import { PlainCheckbox } from './PlainCheckbox';

describe('PlainCheckbox', () => {
  it('is a native checkbox named by its aria-label: Space and click give 1 and 0', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<PlainCheckbox aria-label="启用日期范围" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '启用日期范围' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(box).toBeChecked();
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(box).not.toBeChecked();
  });

  it('controlled: shows the value given, marks itself selected, and a disabled one does not change', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<PlainCheckbox aria-label="开" value={1} disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '开' });
    expect(box).toBeChecked();
    expect(box.closest('label')).toHaveAttribute('data-selected');
    await user.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });
});
