import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import type { ConfirmOptions, UseConfirmResult } from '@console/ui';

/**
 * While `dirty`, in-app navigation to another page asks `question` first (the browser asks for reloads
 * and closes: see useUnsavedChangesWarning). Moving within the page (a #section) is not leaving.
 */
export function useUnsavedChangesBlocker(dirty: boolean, confirm: UseConfirmResult['confirm'], question: ConfirmOptions): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  // The texts are read when the question is asked; a new object per render must not re-ask it.
  const latestQuestion = useRef(question);
  latestQuestion.current = question;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    void confirm({ variant: 'danger', ...latestQuestion.current }).then((leave) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      settled = true;
    };
  }, [blocker, confirm]);
}
