import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './TabStrip.module.css';

export interface TabStripItem {
  key: string;
  label: string;
  children: ReactNode;
  /**
   * Rendered, hidden, while another tab is shown: the content is in the page's HTML for a
   * reader that runs no script (the model page's fitment table for crawlers).
   */
  keepMounted?: boolean;
}

/**
 * Tabs as WAI-ARIA's tabs pattern has them (one tab stop, arrow keys, Home and End move between
 * tabs and show the one they land on), for a page's first load: antd's Tabs brings its overflow
 * menu and dropdown, about 18 KB gzip a model page does not need (issue 35). Only the shown
 * panel is rendered, and those kept mounted.
 */
export function TabStrip({
  items,
  className,
  initialKey,
}: {
  items: TabStripItem[];
  className?: string;
  /** The tab shown first (a link's ?tab=); the first one when unknown. */
  initialKey?: string;
}) {
  const [active, setActive] = useState(
    items.some((item) => item.key === initialKey) ? initialKey : items[0]?.key,
  );
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = items.find((item) => item.key === active) ?? items[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(items[next]!.key);
    tabs.current[next]?.focus();
  };

  return (
    <div className={`${styles.strip} ${className ?? ''}`}>
      <div role="tablist" className={styles.list}>
        {items.map((item, index) => {
          const selected = item.key === shown?.key;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items
        .filter((item) => item === shown || item.keepMounted)
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            tabIndex={0}
            className={styles.panel}
            hidden={item !== shown}
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
