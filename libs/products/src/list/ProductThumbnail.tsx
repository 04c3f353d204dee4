import { useFileUrl } from '@console/backend/react';
import type { StoredFileRef } from '@console/backend';
import { Icon } from '@console/ui';
import styles from './ProductTile.module.css';

/** The product's photo; decorative, since the name is right next to it. */
export function ProductThumbnail({ photo }: { photo: StoredFileRef | null }) {
  const url = useFileUrl(photo);
  return <div className={styles.thumbnail}>{url ? <img src={url} alt="" className={styles.image} loading="lazy" /> : <Icon name="image" size="2rem" />}</div>;
}
