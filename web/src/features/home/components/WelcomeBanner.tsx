import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import { LinkButton } from '../../../components/LinkButton';
import { personName } from '../../../components/person-name';
import type { User } from '../../auth/user';
import styles from './WelcomeBanner.module.css';

const DOWNLOADS = '/profile?tab=downloads';

/** The signed-in home's greeting, with the way to the files they have downloaded. */
export function WelcomeBanner({ user }: { user: User }) {
  return (
    <section className="pp-container" aria-label="Welcome">
      <div className={styles.banner} data-testid="welcome-banner">
        <p className={styles.text}>
          Welcome back, {personName(user, 'Racer')}! <span className={styles.flag}>🏁</span>
        </p>
        <LinkButton to={DOWNLOADS} size="large" icon={<CloudDownloadOutlined />}>
          My Downloads
        </LinkButton>
      </div>
    </section>
  );
}
