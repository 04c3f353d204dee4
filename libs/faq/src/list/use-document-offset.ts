import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How far below the top of the document an element starts, kept current while what is above it changes
 * height (a notice, the editor placed above the list on narrow screens).
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // Anything above that grows or shrinks changes the document's height.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
