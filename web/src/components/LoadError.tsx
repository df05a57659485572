import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import Button from 'antd/es/button';
import { isApiError, serverText } from '../api/api-error';
import styles from './LoadError.module.css';

interface LoadErrorProps {
  /** The failed query's error: its endpoint names what failed (withErrorTitle), the server why. */
  error: unknown;
  /** For an error whose endpoint names nothing (GET /api/user); the toast's 'Error' otherwise. */
  title?: string;
  onRetry: () => void;
  retrying?: boolean;
  testId?: string;
}

/** Inline failure with a Retry button, shown where the data would have been. */
export function LoadError({ error, title, onRetry, retrying, testId }: LoadErrorProps) {
  const heading = (isApiError(error) && error.title) || title || 'Error';
  return (
    <div className={styles.error} role="alert" data-testid={testId}>
      <WarningOutlined className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <p className={styles.title}>{heading}</p>
        <p className={styles.message}>{serverText(error)}</p>
      </div>
      <Button onClick={onRetry} loading={retrying} icon={<ReloadOutlined />}>
        Retry
      </Button>
    </div>
  );
}
