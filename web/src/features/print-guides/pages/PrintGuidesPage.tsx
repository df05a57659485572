import { Link } from 'react-router-dom';
import { PRINT_GUIDES } from '../guides';
import styles from './PrintGuidesPage.module.css';

/** /guides: the footer's Print Guides, one card per guide. */
export default function PrintGuidesPage() {
  return (
    <div className={`pp-container ${styles.page}`} data-testid="print-guides">
      <p className={styles.kicker}>PRINT GUIDES</p>
      <h1 className={styles.title}>Print car parts that last</h1>
      <ul className={styles.cards}>
        {PRINT_GUIDES.map(({ to, doc }) => (
          <li key={to} className={styles.card}>
            <Link to={to} className={styles.link}>
              <h2 className={styles.cardTitle}>{doc.title}</h2>
              <p className={styles.cardText}>{doc.intro[0]}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
