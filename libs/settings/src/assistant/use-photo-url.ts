import { useEffect, useState } from 'react';

/** A URL for the photo the form holds now: an object URL for a newly chosen file, else the saved photo's. */
export function usePhotoUrl(value: File | string | null, savedPhotoUrl: string | undefined): string | undefined {
  const file = value instanceof File ? value : null;
  const [objectUrl, setObjectUrl] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    // The URL exists only once created here, outside rendering, so it is kept as state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setObjectUrl({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);

  if (file) return objectUrl?.file === file ? objectUrl.url : undefined;
  return value ? savedPhotoUrl : undefined;
}
