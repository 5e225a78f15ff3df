import { render } from '@testing-library/react';
import { CoreStyleSheet } from './staticSheet';
import { preinsertStyle } from './hoistedStyle';

const sheets = (href: string) => document.head.querySelectorAll(`style[data-href~="${href}"]`);

describe('preinsertStyle', () => {
  it('put ui-core\'s first-paint sheet in the head when its module was evaluated, and React adopts it', () => {
    // Imported above: the module's evaluation put the sheet in, before anything rendered.
    expect(sheets('wms-ui-core-first-paint')).toHaveLength(1);
    const before = sheets('wms-ui-core-first-paint')[0];
    render(<><CoreStyleSheet /><CoreStyleSheet /></>);
    expect(sheets('wms-ui-core-first-paint')).toHaveLength(1);
    expect(sheets('wms-ui-core-first-paint')[0]).toBe(before);
  });

  it('places a sheet where React would: after its own precedence, else after the last hoisted one', () => {
    preinsertStyle('test-a1', 'test-a', '.a1 {}');
    preinsertStyle('test-b1', 'test-b', '.b1 {}');
    preinsertStyle('test-a2', 'test-a', '.a2 {}');
    const order = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-precedence]')].map((node) => node.dataset.href);
    expect(order.slice(-3)).toEqual(['test-a1', 'test-a2', 'test-b1']);
    expect(sheets('test-a2')[0]?.textContent).toBe('.a2 {}');
  });

  it('adds a sheet once, however often it is asked', () => {
    preinsertStyle('test-once', 'test-once', '.once {}');
    preinsertStyle('test-once', 'test-once', '.once {}');
    expect(sheets('test-once')).toHaveLength(1);
  });
});
