import Button from 'antd/es/button';
import { useState } from 'react';
import { CONTACT_TOPICS, useListContactMessagesQuery } from '../noticesApi';
import styles from './NoticesCard.module.css';

const PAGE = 10;
const TOPIC_LABEL = Object.fromEntries(CONTACT_TOPICS.map((t) => [t.value, t.label]));

/** Admin: the messages sent through Contact Us (each also mailed to support), newest first. */
export function ContactMessagesCard() {
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isError } = useListContactMessagesQuery(
    { limit: PAGE, offset },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <section
      className={styles.card}
      aria-labelledby="contact-messages-title"
      data-testid="contact-messages"
    >
      <h2 id="contact-messages-title" className={styles.title}>
        Contact messages{data ? ` (${data.total})` : ''}
      </h2>
      {isLoading && <p className={styles.help}>Loading…</p>}
      {isError && <p className={styles.help}>The messages could not be loaded.</p>}
      {data && data.total === 0 && <p className={styles.help}>No messages yet.</p>}
      {data && data.items.length > 0 && (
        <ul className={styles.list}>
          {data.items.map((m) => (
            <li key={m.id}>
              <div className={styles.meta}>
                {new Date(m.createdAt).toLocaleString()} · {TOPIC_LABEL[m.topic] ?? m.topic} ·{' '}
                {m.name} &lt;<a href={`mailto:${m.email}`}>{m.email}</a>&gt;
              </div>
              <p className={styles.message}>{m.message}</p>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > PAGE && (
        <div className={styles.pager}>
          <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            Newer
          </Button>
          <span className={styles.meta}>
            {offset + 1}–{Math.min(offset + PAGE, data.total)} of {data.total}
          </span>
          <Button disabled={offset + PAGE >= data.total} onClick={() => setOffset(offset + PAGE)}>
            Older
          </Button>
        </div>
      )}
    </section>
  );
}
