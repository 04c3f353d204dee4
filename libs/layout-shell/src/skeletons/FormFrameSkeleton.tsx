import { Skeleton } from '@console/ui';
import frame from '../frame/frame.module.css';
import styles from './skeletons.module.css';

/** A public page (sign-in, registration, password reset) while its code loads: the welcome panel and a form. */
export function FormFrameSkeleton() {
  return (
    <div className={frame['welcome']} aria-hidden="true" data-skeleton="form">
      <div className={styles['slogan']} />
      <div className={styles['formSide']}>
        <div className={styles['formColumn']}>
          <Skeleton width="60%" height={32} />
          <Skeleton width="90%" height={16} />
          <Skeleton width={80} height={14} />
          <Skeleton shape="rect" height={44} />
          <Skeleton width={80} height={14} />
          <Skeleton shape="rect" height={44} />
          <Skeleton shape="rect" height={44} />
        </div>
      </div>
    </div>
  );
}
