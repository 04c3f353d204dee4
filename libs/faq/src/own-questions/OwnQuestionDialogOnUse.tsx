import { lazy, Suspense } from 'react';
import { loadOnce } from '@console/backend';
import type { OwnQuestionDialogProps } from './OwnQuestionDialog';

const loadDialog = loadOnce(() => import('./OwnQuestionDialog'));
const OwnQuestionDialog = lazy(() => loadDialog().then((module) => ({ default: module.OwnQuestionDialog })));

/** Fetches the dialog's code ahead of the click that opens it (the pointer over the page, or a key pressed in it). */
export const preloadOwnQuestionDialog = () => void loadDialog().catch(() => undefined);

/** The own-question dialog, whose code (with Formik) is fetched when it first opens: the FAQ's list does not wait for it. */
export function OwnQuestionDialogOnUse(props: OwnQuestionDialogProps) {
  return (
    <Suspense fallback={null}>
      <OwnQuestionDialog {...props} />
    </Suspense>
  );
}
