import WarningFilled from '@ant-design/icons/WarningFilled';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SafetyBadge } from '../../../components/SafetyBadge';
import type { LegalBlock, LegalDocument } from '../legal-document';
import styles from './LegalDocumentView.module.css';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'p':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'timeline':
      return (
        <ol className={styles.timeline}>
          {block.steps.map((step) => (
            <li key={step.title} className={styles.timelineStep}>
              <span className={styles.timelineWhen}>{step.when}</span>
              <span className={styles.timelineTitle}>{step.title}</span>
              <span className={styles.timelineText}>{step.text}</span>
            </li>
          ))}
        </ol>
      );
  }
}

/** Renders a legal document: title band, optional notice, contents and numbered sections. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  const { hash } = useLocation();
  // The pages load lazily: the router's scroll to #section (the footer's /dmca#report-content)
  // looked for the section before it existed.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className={styles.page}>
      <header className={styles.band}>
        <div className="pp-container">
          <p className={styles.kicker}>{doc.kicker}</p>
          <h1 className={styles.title}>{doc.title}</h1>
          <p className={styles.updated}>Last updated: {doc.lastUpdated}</p>
        </div>
      </header>

      <div className={`pp-container ${styles.layout}`}>
        <nav className={styles.toc} aria-label="On this page">
          <p className={styles.tocTitle}>ON THIS PAGE</p>
          <ol>
            {doc.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  <span className={styles.tocNumber}>{index + 1}.</span> {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          {doc.intro.map((text) => (
            <p key={text} className={styles.intro}>
              {text}
            </p>
          ))}

          {doc.notice && (
            <aside
              className={styles.notice}
              aria-labelledby="legal-notice-title"
              data-testid="safety-notice"
            >
              <h2 id="legal-notice-title" className={styles.noticeTitle}>
                <WarningFilled aria-hidden /> {doc.notice.title}
              </h2>
              <p>{doc.notice.text}</p>
              <SafetyBadge />
            </aside>
          )}

          {doc.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-heading`}
            >
              <h2 id={`${section.id}-heading`} className={styles.heading}>
                <span className={styles.number}>{index + 1}.</span> {section.heading}
              </h2>
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
