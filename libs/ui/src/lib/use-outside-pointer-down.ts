import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` when the pointer goes down outside `ref`'s element, while `active`. */
export function useOutsidePointerDown(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });

  useEffect(() => {
    if (!active) return undefined;
    const handle = (event: PointerEvent | MouseEvent) => {
      const target = event.target;
      if (target instanceof Node && ref.current && !ref.current.contains(target)) callback.current();
    };
    document.addEventListener('pointerdown', handle);
    return () => document.removeEventListener('pointerdown', handle);
  }, [ref, active]);
}
