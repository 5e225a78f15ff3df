import { useEffect, useState } from 'react';
import { gridHeight } from '../model/layout';

/** `gridHeight` that follows the window as it resizes. */
export function useWindowHeight(offset: number, withPagination: boolean): number {
  const [height, setHeight] = useState(() => gridHeight(typeof window === 'undefined' ? 800 : window.innerHeight, offset, withPagination));
  useEffect(() => {
    const update = () => { setHeight(gridHeight(window.innerHeight, offset, withPagination)); };
    update();
    window.addEventListener('resize', update);
    return () => { window.removeEventListener('resize', update); };
  }, [offset, withPagination]);
  return height;
}
