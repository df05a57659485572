import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { visibilityLabel } from '../collection-rules';
import styles from './VisibilityTag.module.css';

/** Public (anyone with the link) or Private (only its owner). */
export function VisibilityTag({ isPublic }: { isPublic: boolean }) {
  return (
    <span
      className={`${styles.tag} ${isPublic ? styles.public : styles.private}`}
      data-testid="collection-visibility"
    >
      {isPublic ? <GlobalOutlined aria-hidden /> : <LockOutlined aria-hidden />}
      {visibilityLabel(isPublic)}
    </span>
  );
}
