import { useCallback, useEffect, useState } from 'react';
import { useBackend } from '@console/backend/react';
import type { FaqData } from '../streams/use-faq-data';
import { importDefaultAnswers, type ImportResult } from './import-default-answers';
import { needsImport } from './needs-import';

export interface FaqImportState {
  /** `running` while answers are written; the page must not be left. */
  phase: 'idle' | 'running' | 'failed';
  done: number;
  total: number;
  error: Error | null;
  retry: () => void;
}

// One import per account and page, even when two components (or StrictMode) ask at once.
const running = new Map<string, Promise<ImportResult>>();

/** Runs the import of default answers when the account needs it, and reports its progress. */
export function useFaqImport(data: FaqData): FaqImportState {
  const { documents, mode } = useBackend();
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [failure, setFailure] = useState<Error | null>(null);

  const { uid, status, faqImport, storedAnswerCount } = data;
  const wanted = status === 'success' && uid !== null && needsImport(faqImport, storedAnswerCount);

  useEffect(() => {
    if (!wanted || !uid || failure) return undefined;
    const key = `${mode}/${uid}`;
    let job = running.get(key);
    if (!job) {
      job = importDefaultAnswers({ documents, mode, uid, onProgress: setProgress });
      running.set(key, job);
      const started = job;
      void started.then(
        () => running.delete(key),
        () => running.delete(key),
      );
    }
    let active = true;
    job.catch((reason: unknown) => {
      if (active) setFailure(reason instanceof Error ? reason : new Error(String(reason)));
    });
    return () => {
      active = false;
    };
  }, [wanted, uid, documents, mode, failure]);

  const retry = useCallback(() => setFailure(null), []);
  const phase: FaqImportState['phase'] = failure ? 'failed' : wanted ? 'running' : 'idle';
  return { phase, done: progress.done, total: progress.total, error: failure, retry };
}
