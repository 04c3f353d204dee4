import { useEffect, useState } from 'react';
import type { StoredFileRef } from '../ports/file-port';
import { useBackend } from './backend-context';

/**
 * A URL an `<img>` can show for a stored file. Firebase download URLs are stable, so the saved one is
 * used as is; the local backend's object URLs live only as long as the page that made them, so there
 * the file is looked up again by its storage path.
 */
export function useFileUrl(file: StoredFileRef | null | undefined): string | undefined {
  const { kind, files } = useBackend();
  const path = file?.path;
  const savedUrl = file?.url || undefined;
  const [resolved, setResolved] = useState<{ path: string; url: string } | null>(null);

  useEffect(() => {
    if (kind !== 'local' || !path) return undefined;
    let current = true;
    files.getDownloadUrl(path).then(
      (url) => current && setResolved({ path, url }),
      () => current && setResolved(null),
    );
    return () => {
      current = false;
    };
  }, [kind, files, path]);

  if (kind === 'local' && path) return resolved?.path === path ? resolved.url : undefined;
  return savedUrl;
}
