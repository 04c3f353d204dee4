import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installDialogPolyfill } from './jsdom-dialog';
import { staticMatchMedia } from '../match-media';

// jsdom lacks these; components use them for responsive layout and smooth scrolling.
if (typeof window !== 'undefined') {
  window.matchMedia ??= staticMatchMedia(() => false);
  window.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

installDialogPolyfill();

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
