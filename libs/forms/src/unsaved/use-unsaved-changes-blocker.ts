import { useEffect, useEffectEvent } from 'react';
import { useBlocker } from 'react-router-dom';
import type { ConfirmOptions, UseConfirmResult } from '@console/ui';
import { useUnsavedChangesQuestions } from './use-unsaved-changes-questions';

/**
 * While `dirty`, in-app navigation to another page asks `question` first (by default the common "Leave
 * without saving?"; the browser asks for reloads and closes: see useUnsavedChangesWarning). Moving within
 * the page (a #section) is not leaving.
 */
export function useUnsavedChangesBlocker(dirty: boolean, confirm: UseConfirmResult['confirm'], question?: ConfirmOptions): void {
  const questions = useUnsavedChangesQuestions();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  // Reads the texts when the question is asked: a new object per render must not ask it again.
  const ask = useEffectEvent(() => confirm({ variant: 'danger', ...(question ?? questions.leave) }));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    void ask().then((leave) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      settled = true;
    };
  }, [blocker]);
}
