/** Stops a live listener. Returned synchronously by every `watch*` call. */
export type Unsubscribe = () => void;
