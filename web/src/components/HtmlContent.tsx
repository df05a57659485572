import styles from './HtmlContent.module.css';

/**
 * Markdown the server has already rendered and sanitised (longDescriptionHtml, bodyHtml): no
 * scripts, handlers or javascript: links survive there, so it is inserted as it is, with the
 * app's typography for headings, lists, links, code and quotes.
 */
export function HtmlContent({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={[styles.content, className].filter(Boolean).join(' ')}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
