import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import Button from 'antd/es/button';
import { useNavigate } from 'react-router-dom';
import { welcomeName, type User } from '../../auth/user';
import styles from './WelcomeBanner.module.css';

const DOWNLOADS = '/profile?tab=downloads';

/** The signed-in home's greeting, with the way to the files they have downloaded. */
export function WelcomeBanner({ user }: { user: User }) {
  const navigate = useNavigate();
  return (
    <section className="pp-container" aria-label="Welcome">
      <div className={styles.banner} data-testid="welcome-banner">
        <p className={styles.text}>
          Welcome back, {welcomeName(user)}! <span className={styles.flag}>🏁</span>
        </p>
        <Button
          size="large"
          icon={<CloudDownloadOutlined />}
          href={DOWNLOADS}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            navigate(DOWNLOADS);
          }}
        >
          My Downloads
        </Button>
      </div>
    </section>
  );
}
