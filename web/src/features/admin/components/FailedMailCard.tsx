import { useListFailedMailQuery } from '../mailApi';
import styles from './FailedMailCard.module.css';

/** Mail that could not be sent after every retry: how many, and the newest ten. */
export function FailedMailCard() {
  const { data, isLoading, isError } = useListFailedMailQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section className={styles.card} aria-labelledby="failed-mail-title" data-testid="failed-mail">
      <h2 id="failed-mail-title" className={styles.title}>
        Failed mail{data ? ` (${data.total})` : ''}
      </h2>
      <p className={styles.help}>
        {isLoading
          ? 'Loading…'
          : isError
            ? 'The failed mail could not be loaded.'
            : data && data.total > 0
              ? 'These mails were retried and could not be sent. Check the mail server (SMTP_URL).'
              : 'Every mail went out.'}
      </p>
      {data && data.items.length > 0 && (
        <ul className={styles.list}>
          {data.items.map((mail) => (
            <li key={mail.key}>
              {new Date(mail.failedAt).toLocaleString()} · {mail.kind} to {mail.recipient}
              <div className={styles.error}>
                {mail.attempts} attempts: {mail.error}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
