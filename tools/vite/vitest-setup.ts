import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installDialogPolyfill } from './jsdom-dialog.ts';
// Only this dependency-free file of the test harness: the setup runs before every project's tests.
import { staticMatchMedia } from '../../libs/testing/src/match-media.ts';

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
