import AimOutlined from '@ant-design/icons/AimOutlined';
import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import { SafetyBadge } from '../../../components/SafetyBadge';
import styles from './AuthMarketing.module.css';

const STATS = [
  { value: '1000+', label: 'CAR PARTS' },
  { value: '500+', label: 'CREATORS' },
];

const PERKS = [
  { icon: <AimOutlined />, text: 'Parts matched to your exact make, model, year and trim' },
  { icon: <CloudDownloadOutlined />, text: 'Print-ready STL files, free and paid, yours to keep' },
  { icon: <DollarOutlined />, text: 'Upload your own designs and sell them to the grid' },
];

/** The sign-in page's pitch: 'Rev Up Your Ride' with the spec's 1000+ parts and 500+ creators. */
export function AuthMarketing() {
  return (
    <aside className={styles.panel} aria-labelledby="auth-marketing-title">
      <div className={styles.stripes} aria-hidden />
      <p className={styles.kicker}>BUILT FOR GEARHEADS</p>
      <h2 id="auth-marketing-title" className={styles.title}>
        Rev Up Your Ride
      </h2>
      <p className={styles.text}>
        One account to download print-ready car parts, keep your files in one garage and sell the
        mods you designed yourself.
      </p>
      <dl className={styles.stats}>
        {STATS.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.perks}>
        {PERKS.map((perk) => (
          <li key={perk.text} className={styles.perk}>
            <span className={styles.perkIcon} aria-hidden>
              {perk.icon}
            </span>
            {perk.text}
          </li>
        ))}
      </ul>
      <SafetyBadge className={styles.badge} />
    </aside>
  );
}
