import { useCallback, useState } from 'react';

/**
 * One state that is either controlled by the caller (`value` given) or kept here (`defaultValue`),
 * with `onChange` called on every change either way. The pattern of radix-ui's
 * `useControllableState`: components offer `open` / `defaultOpen` / `onOpenChange` through it.
 */
export function useControllableState<T>(options: {
  value?: T | undefined;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
}): [T, (next: T) => void] {
  const { value, defaultValue, onChange } = options;
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}
