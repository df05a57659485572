import InstagramOutlined from '@ant-design/icons/InstagramOutlined';
import TikTokOutlined from '@ant-design/icons/TikTokOutlined';
import XOutlined from '@ant-design/icons/XOutlined';
import YoutubeOutlined from '@ant-design/icons/YoutubeOutlined';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser, accessible } from '../app/access';
import { useAppDispatch } from '../app/hooks';
import { routes } from '../app/routes';
import { Logo } from '../components/Logo';
import { SafetyBadge } from '../components/SafetyBadge';
import { showToast } from '../features/notifications/toastSlice';
import styles from './Footer.module.css';
import { FOOTER_COLUMNS, SOCIAL_LINKS, type SocialNetwork } from './footer-links';

// The form, select and modal it needs are fetched when Contact Us is first opened, not on every
// page's first load.
const ContactUsDialog = lazy(() =>
  import('../features/notices/components/ContactUsDialog').then((module) => ({
    default: module.ContactUsDialog,
  })),
);

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType> = {
  instagram: InstagramOutlined,
  youtube: YoutubeOutlined,
  x: XOutlined,
  tiktok: TikTokOutlined,
};

export function Footer() {
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const legal = accessible(routes, user).filter((route) => route.footerLegal);
  const [contactOpen, setContactOpen] = useState(false);
  const [contactMounted, setContactMounted] = useState(false);
  if (contactOpen && !contactMounted) setContactMounted(true);

  return (
    <footer className={styles.footer}>
      <div className={styles.checker} aria-hidden />
      <div className={`pp-container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.pitch}>
            The marketplace for 3D-printable car parts. Print-ready STL files for your exact ride,
            from creators who wrench on their own.
          </p>
          <p className={styles.tagline}>Print. Wrench. Rip.</p>
          <SafetyBadge />
          <ul className={styles.social} aria-label="Social links">
            {SOCIAL_LINKS.map(({ network, label, toast }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <button
                    type="button"
                    className={styles.socialButton}
                    aria-label={label}
                    onClick={() => dispatch(showToast(toast))}
                  >
                    <Icon />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>

        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} className={styles.column} aria-label={column.title}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={styles.link}
                      onClick={() =>
                        'dialog' in link ? setContactOpen(true) : dispatch(showToast(link.toast))
                      }
                    >
                      {link.label}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className={styles.bottom}>
        <div className={`pp-container ${styles.bottomInner}`}>
          <p>© {new Date().getFullYear()} Pitstop Prints. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className={styles.legal}>
              {legal.map((route) => (
                <li key={route.path}>
                  <Link to={route.path} className={styles.link}>
                    {route.footerLegal}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      {contactMounted && (
        <Suspense fallback={null}>
          <ContactUsDialog open={contactOpen} onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
