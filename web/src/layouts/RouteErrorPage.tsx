import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import Button from 'antd/es/button';
import { Logo } from '../components/Logo';
import styles from './RouteErrorPage.module.css';

/** Last resort when a page crashes or its code can no longer be loaded (e.g. after a deploy). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : 'Unknown error';
  return (
    <div className={styles.page} role="alert">
      <Logo />
      <h1 className={styles.title}>ENGINE STALLED</h1>
      <p className={styles.text}>
        Something broke while loading this page. Reloading usually gets it running again.
      </p>
      <p className={styles.detail}>{detail}</p>
      <Button
        type="primary"
        size="large"
        icon={<ReloadOutlined />}
        onClick={() => window.location.reload()}
      >
        Reload
      </Button>
    </div>
  );
}
