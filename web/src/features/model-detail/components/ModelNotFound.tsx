import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { LinkButton } from '../../../components/LinkButton';
import styles from './ModelNotFound.module.css';

/** An unknown slug (or a listing this viewer may not see). */
export function ModelNotFound() {
  return (
    <div className={`pp-container ${styles.page}`} data-testid="model-not-found">
      <div className={styles.flag} aria-hidden />
      <h1 className={styles.title}>OFF-TRACK.</h1>
      <p className={styles.text}>This model couldn't be found in the paddock.</p>
      <LinkButton to="/" type="primary" size="large" icon={<ArrowLeftOutlined aria-hidden />}>
        Back to the paddock
      </LinkButton>
    </div>
  );
}
