import { moveDialog } from './dialogPosition';

const viewport = { width: 1000, height: 800 };
const dialog = { width: 600, height: 400 };

describe('moveDialog', () => {
  it.each([
    ['moves freely inside the viewport', { x: 0, y: 0 }, { x: 30, y: -20 }, { x: 30, y: -20 }],
    ['keeps the title bar from leaving at the top', { x: 0, y: 0 }, { x: 0, y: -500 }, { x: 0, y: -200 }],
    ['keeps 48 px visible at the right', { x: 0, y: 0 }, { x: 5000, y: 0 }, { x: 752, y: 0 }],
    ['keeps 48 px visible at the left', { x: 0, y: 0 }, { x: -5000, y: 0 }, { x: -752, y: 0 }],
    ['keeps 48 px visible at the bottom', { x: 0, y: 0 }, { x: 0, y: 5000 }, { x: 0, y: 552 }],
    ['adds to an earlier offset', { x: 10, y: 10 }, { x: 5, y: 5 }, { x: 15, y: 15 }],
  ])('%s', (_name, offset, delta, expected) => {
    expect(moveDialog(offset, delta, dialog, viewport)).toEqual(expected);
  });
});
