import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import Button from 'antd/es/button';
import styles from './LoadError.module.css';

interface LoadErrorProps {
  title: string;
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
  testId?: string;
}

/** Inline failure with a Retry button, shown where the data would have been. */
export function LoadError({ title, message, onRetry, retrying, testId }: LoadErrorProps) {
  return (
    <div className={styles.error} role="alert" data-testid={testId}>
      <WarningOutlined className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {message && <p className={styles.message}>{message}</p>}
      </div>
      <Button onClick={onRetry} loading={retrying} icon={<ReloadOutlined />}>
        Retry
      </Button>
    </div>
  );
}
