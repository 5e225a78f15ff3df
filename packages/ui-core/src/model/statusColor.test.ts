import { statusColor, finishFlagColor } from './statusColor';
import { STATUS_COLORS } from '../theme/tokens';

describe('statusColor', () => {
  it.each([
    [1, 0],
    [17, 16],
    [18, 0],
    [20, 2],
    [34, 16],
    [35, 0],
  ])('index %i takes colour number %i', (index, position) => {
    expect(statusColor(index)).toBe(STATUS_COLORS[position]);
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects the index %p', (index) => {
    expect(() => statusColor(index)).toThrow(RangeError);
  });

  it('has 17 distinct colours', () => {
    expect(new Set(STATUS_COLORS).size).toBe(17);
  });

  it('gives orange, green and red finish flags distinct colours', () => {
    const colours = (['orange', 'green', 'red'] as const).map(finishFlagColor);
    expect(new Set(colours).size).toBe(3);
  });
});
