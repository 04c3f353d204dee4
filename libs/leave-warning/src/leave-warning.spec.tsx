import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaveWarnings } from './leave-warnings';
import { useActiveLeaveReasons, useLeaveWarning } from './use-leave-warning';

function unloadIsCancelled(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leave warnings', () => {
  it('ask the browser to confirm a reload or close only while one is active', () => {
    const warnings = new LeaveWarnings(window);
    expect(unloadIsCancelled()).toBe(false);
    const removeDirty = warnings.add('unsaved-changes');
    const removeSaving = warnings.add('saving');
    expect(unloadIsCancelled()).toBe(true);
    removeDirty();
    expect(unloadIsCancelled()).toBe(true);
    removeSaving();
    expect(unloadIsCancelled()).toBe(false);
  });

  it('list the active reasons and tell subscribers about changes', () => {
    const warnings = new LeaveWarnings(undefined);
    const seen: string[][] = [];
    warnings.subscribe(() => seen.push([...warnings.reasons()]));
    const remove = warnings.add('importing');
    remove();
    remove();
    expect(seen).toEqual([['importing'], []]);
  });

  it('follow the components that register them', () => {
    function Form({ dirty }: { dirty: boolean }) {
      useLeaveWarning(dirty, 'unsaved-changes');
      return null;
    }
    function Status() {
      const reasons = useActiveLeaveReasons();
      return <p>{reasons.length ? reasons.join(',') : 'none'}</p>;
    }
    const view = render(
      <>
        <Form dirty={false} />
        <Status />
      </>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
    view.rerender(
      <>
        <Form dirty />
        <Status />
      </>,
    );
    expect(screen.getByText('unsaved-changes')).toBeInTheDocument();
    expect(unloadIsCancelled()).toBe(true);
    view.unmount();
    expect(unloadIsCancelled()).toBe(false);
  });
});
