import { useEffect, useState } from 'react';

/**
 * A URL to show `value`: an existing image's URL as is, or an object URL for a chosen file,
 * revoked when the file changes or the component goes away so the file's memory is freed.
 */
export function usePreviewUrl(value: File | string | null | undefined): string | null {
  const file = value instanceof File ? value : null;
  const [objectUrl, setObjectUrl] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    // The URL only exists once created here, outside rendering, so it is stored as state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setObjectUrl({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);

  if (typeof value === 'string') return value || null;
  return file && objectUrl?.file === file ? objectUrl.url : null;
}
