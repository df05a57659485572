import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

const CARDS = [
  {
    to: '/',
    title: 'Home',
    text: 'Back to the start line: trending prints and popular makes.',
    icon: <HomeOutlined />,
  },
  {
    to: '/search',
    title: 'Search',
    text: 'Find parts by make, model, year and trim.',
    icon: <SearchOutlined />,
  },
  {
    to: '/upload',
    title: 'Upload',
    text: 'Share your own designs with the paddock.',
    icon: <CloudUploadOutlined />,
  },
];

export default function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router numbers history entries; at 0 there is nothing of ours to go back to.
  const canGoBack =
    typeof window !== 'undefined' &&
    ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <div className={`pp-container ${styles.page}`}>
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 className={styles.title}>ROUTE NOT FOUND</h1>
      <p className={styles.text}>
        Wrong turn — <code className={styles.path}>{location.pathname}</code> isn't on the map. Pick
        a way back onto the track:
      </p>
      <ul className={styles.cards}>
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className={styles.card}
              data-testid={`not-found-${card.title.toLowerCase()}`}
            >
              <span className={styles.cardIcon} aria-hidden>
                {card.icon}
              </span>
              <span className={styles.cardTitle}>{card.title}</span>
              <span className={styles.cardText}>{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Button
        size="large"
        icon={<ArrowLeftOutlined />}
        onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}
      >
        Go Back
      </Button>
    </div>
  );
}
