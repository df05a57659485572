import CarOutlined from '@ant-design/icons/CarOutlined';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import FireOutlined from '@ant-design/icons/FireOutlined';
import SafetyCertificateFilled from '@ant-design/icons/SafetyCertificateFilled';
import Button from 'antd/es/button';
import { useAppDispatch } from '../../../app/hooks';
import { LinkButton } from '../../../components/LinkButton';
import { openFitmentPicker } from '../../fitment/fitmentSlice';
import { FeaturedVideo } from './FeaturedVideo';
import styles from './Hero.module.css';

const BADGES = [
  { label: 'PRINT-READY', icon: <CheckCircleFilled /> },
  { label: '.STL', icon: <FileDoneOutlined /> },
  { label: 'VERIFIED', icon: <SafetyCertificateFilled /> },
];

export function Hero() {
  const dispatch = useAppDispatch();

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.stripes} aria-hidden />
      <div className={`pp-container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>3D-PRINTABLE CAR PARTS &amp; MODS</p>
          <h1 id="hero-title" className={styles.title}>
            PRINT. WRENCH. <span className={styles.rip}>RIP.</span>
          </h1>
          <p className={styles.subtitle}>
            Print-ready STL files for the mounts, trim, ducts and mods your car is missing — matched
            to your exact make, model, year and trim. Download, print, bolt on, go.
          </p>
          <div className={styles.actions}>
            <Button
              type="primary"
              size="large"
              icon={<CarOutlined />}
              onClick={() => dispatch(openFitmentPicker())}
            >
              START WITH YOUR CAR
            </Button>
            <LinkButton to="/search?sort=trending" size="large" icon={<FireOutlined />}>
              BROWSE TRENDING
            </LinkButton>
          </div>
          <ul className={styles.badges} aria-label="Every file is">
            {BADGES.map((badge) => (
              <li key={badge.label} className={styles.badge}>
                <span aria-hidden className={styles.badgeIcon}>
                  {badge.icon}
                </span>
                {badge.label}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.media}>
          <FeaturedVideo />
        </div>
      </div>
      <div className={styles.checker} aria-hidden />
    </section>
  );
}
