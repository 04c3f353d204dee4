import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps what the browser scrolls into view (the field that takes the focus, a section a link opens)
 * clear of an element stuck to the bottom of the page: the page's bottom scroll padding follows the
 * element's height, and is given back when the element goes.
 */
export function useBottomScrollClearance<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const clear = () => root.style.setProperty('scroll-padding-bottom', `${Math.ceil(element.getBoundingClientRect().height) + 16}px`);
    clear();
    // Where the element cannot be watched for size (a test's document), its first height stands.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(clear);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);
  return ref;
}
