/**
 * The result of an IndexedDB request as a promise. It settles inside the request's event, so code that
 * awaits it goes on while the transaction is still active and may issue its next request there.
 */
export function resultOf<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new DOMException('The request failed', 'UnknownError'));
  });
}

/** Settles when the transaction has committed (resolves) or was aborted (rejects with its error). */
export function completionOf(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    const failed = () => reject(transaction.error ?? new DOMException('The transaction was aborted', 'AbortError'));
    transaction.onabort = failed;
    transaction.onerror = failed;
  });
}
