import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { isSamePlace } from './guard';

/**
 * navigate() that silently ignores going to the place the user is already at (CONTRACT.md §2):
 * a second click on the open menu entry does not reload the screen or add a history entry.
 */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (isSamePlace(location, to)) return;
      void navigate(to, options);
    },
    [navigate, location],
  );
}
