/**
 * The `{mode}` segment of every data path: which environment's data the console reads and writes.
 * The specification's environment label is `staging`.
 */
export const environmentMode: string = (import.meta.env.VITE_ENV_MODE) || 'staging';
