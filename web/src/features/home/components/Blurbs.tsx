import AimOutlined from '@ant-design/icons/AimOutlined';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import styles from './Blurbs.module.css';

const BLURBS = [
  {
    title: 'Perfect Fitment',
    icon: <AimOutlined />,
    text: 'Every part is tagged to the make, model, year and trim it was measured on. Pick your ride once and see only what bolts on.',
  },
  {
    title: 'Print-Ready STL',
    icon: <FileDoneOutlined />,
    text: 'Clean, manifold meshes with the infill, supports and difficulty spelled out, so your first print is the one that fits.',
  },
  {
    title: 'Verified Quality',
    icon: <SafetyCertificateOutlined />,
    text: 'Every upload is reviewed before it goes live, and reviews come from people who printed and fitted the part.',
  },
];

export function Blurbs() {
  return (
    <section className={styles.blurbs} aria-label="Why Pitstop Prints">
      <div className={`pp-container ${styles.grid}`}>
        {BLURBS.map((blurb, index) => (
          <article key={blurb.title} className={styles.blurb}>
            {/* A watermark: drawn by CSS from the attribute, so it is not text to read. */}
            <span className={styles.number} data-number={`0${index + 1}`} aria-hidden />
            <span className={styles.icon} aria-hidden>
              {blurb.icon}
            </span>
            <h3 className={styles.title}>{blurb.title}</h3>
            <p className={styles.text}>{blurb.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
