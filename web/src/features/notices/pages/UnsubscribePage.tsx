import Button from 'antd/es/button';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { serverText } from '../../../api/api-error';
import { useUnsubscribeMutation } from '../noticesApi';
import styles from '../components/NoticesCard.module.css';

/**
 * /unsubscribe?token=…: where an optional notice's footer link lands. No sign-in needed (the
 * token says whom and what); one button, so a link scanner that only opens the page turns
 * nothing off. Mail clients use the List-Unsubscribe header instead (one click, no page).
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeMutation();
  return (
    <div className="pp-container" style={{ padding: '48px 16px' }}>
      <section className={styles.card} data-testid="unsubscribe">
        <h1 className={styles.title}>Email notifications</h1>
        {data ? (
          <p className={styles.help} role="status">
            Done: you will no longer get mail for “{data.label}”. Turn it back on in Profile →
            Settings.
          </p>
        ) : error ? (
          <p className={styles.help} role="alert">
            {serverText(error)}
          </p>
        ) : !token ? (
          <p className={styles.help}>
            This link has no token. Turn notices off in Profile → Settings.
          </p>
        ) : (
          <>
            <p className={styles.help}>Stop getting this kind of notice by mail?</p>
            <div>
              <Button
                type="primary"
                loading={isLoading}
                onClick={() => void unsubscribe(token)}
                data-testid="unsubscribe-confirm"
              >
                Unsubscribe
              </Button>
            </div>
          </>
        )}
        <div>
          <LinkButton to="/profile?tab=settings" type="link">
            Open my settings
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
