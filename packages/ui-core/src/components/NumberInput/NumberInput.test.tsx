import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render';
import { NumberInput } from './NumberInput';

describe('NumberInput', () => {
  it('strips every non-digit as it is typed', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<NumberInput label="数量" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: '数量' }), '1a2-3');
    expect(screen.getByRole('textbox')).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it.each([
    ['zh', '0', '请输入大于0的正整数'],
    ['en', '012', 'please enter a positive integer greater than 0'],
  ] as const)('in %s rejects %s in positive-integer mode', async (language, text, message) => {
    const { user } = renderWithProviders(<NumberInput aria-label="qty" mode="positiveInteger" />, { language });
    await user.type(screen.getByRole('textbox'), text);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('accepts a positive integer and is controllable', async () => {
    const onChange = jest.fn();
    const { user, rerender } = renderWithProviders(<NumberInput aria-label="qty" mode="positiveInteger" value="5" onChange={onChange} />);
    await user.type(screen.getByRole('textbox'), '0');
    expect(onChange).toHaveBeenLastCalledWith('50');
    expect(screen.getByRole('textbox')).toHaveValue('5');
    rerender(<NumberInput aria-label="qty" mode="positiveInteger" value="50" onChange={onChange} />);
    expect(screen.getByRole('textbox')).toHaveValue('50');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });
});
