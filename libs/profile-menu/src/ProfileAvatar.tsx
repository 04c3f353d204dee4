import { useState } from 'react';
import { useFileUrl } from '@console/backend/react';
import defaultAvatar from './assets/default-avatar.svg';
import styles from './ProfileMenu.module.css';

/**
 * The account's picture, 35 px round; the default user image when there is none or it fails to load.
 * Decorative: the name is written beside it.
 */
export function ProfileAvatar({ url, path }: { url: string; path: string }) {
  // The local backend's saved URLs last only as long as the page that made them: resolve by path.
  const src = useFileUrl(url || path ? { url, ...(path ? { path } : {}) } : null) ?? '';
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== '' && src !== failedSrc;
  return (
    <img
      className={styles['avatar']}
      src={usable ? src : defaultAvatar}
      alt=""
      width={35}
      height={35}
      onError={() => {
        if (usable) setFailedSrc(src);
      }}
    />
  );
}
