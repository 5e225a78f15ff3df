import { renderHook } from '@testing-library/react';
import { useUnsavedChanges } from './useUnsavedChanges';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

it('asks before leaving the page only while the form is changed', () => {
  const { rerender, unmount } = renderHook(({ dirty }) => { useUnsavedChanges(dirty); }, { initialProps: { dirty: false } });
  expect(leave()).toBe(false);
  rerender({ dirty: true });
  expect(leave()).toBe(true);
  rerender({ dirty: false });
  expect(leave()).toBe(false);
  rerender({ dirty: true });
  unmount();
  expect(leave()).toBe(false);
});
