import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { LinkButton } from './LinkButton';
import styles from './OffTrack.module.css';

interface OffTrackProps {
  /** What could not be found, in a sentence. */
  text: string;
  testId?: string;
}

/** A page whose subject is not there (or not for this viewer): the checkered flag and a way home. */
export function OffTrack({ text, testId }: OffTrackProps) {
  return (
    <div className={`pp-container ${styles.page}`} data-testid={testId}>
      <div className={styles.flag} aria-hidden />
      <h1 className={styles.title}>OFF-TRACK.</h1>
      <p className={styles.text}>{text}</p>
      <LinkButton to="/" type="primary" size="large" icon={<ArrowLeftOutlined aria-hidden />}>
        Back to the paddock
      </LinkButton>
    </div>
  );
}
