import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

function leavePage(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesWarning', () => {
  it('asks before leaving only while there are unsaved changes', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedChangesWarning(dirty), { initialProps: { dirty: false } });
    expect(leavePage()).toBe(false);

    rerender({ dirty: true });
    expect(leavePage()).toBe(true);

    rerender({ dirty: false });
    expect(leavePage()).toBe(false);

    rerender({ dirty: true });
    unmount();
    expect(leavePage()).toBe(false);
  });
});
