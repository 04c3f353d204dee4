/** The value when it is a finite number, else undefined: for figures read from data that crossed the network. */
export const finiteNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
