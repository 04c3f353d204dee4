import { createContext, type ProfilerOnRenderCallback } from 'react';

/**
 * When provided, each list row reports its renders to this callback through a React Profiler inside the
 * row: a row that is skipped (memoised, unchanged props) reports nothing. Performance tests and the
 * benchmark use it; without a provider the rows carry no profiler at all.
 */
export const RowRenderObserver = createContext<ProfilerOnRenderCallback | null>(null);
