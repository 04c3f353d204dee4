import { lazy, Suspense } from 'react';
import type { OwnQuestionDialogProps } from './OwnQuestionDialog';

const OwnQuestionDialog = lazy(() => import('./OwnQuestionDialog').then((module) => ({ default: module.OwnQuestionDialog })));

/** The own-question dialog, whose code (with Formik) is fetched when it first opens: the FAQ's list does not wait for it. */
export function OwnQuestionDialogOnUse(props: OwnQuestionDialogProps) {
  return (
    <Suspense fallback={null}>
      <OwnQuestionDialog {...props} />
    </Suspense>
  );
}
