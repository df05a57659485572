import FlagFilled from '@ant-design/icons/FlagFilled';
import { Link } from 'react-router-dom';
import { fullName } from '../../../components/person-name';
import { modelPath } from '../../listings/listing-display';
import type { ListingReport } from '../moderationApi';
import { formatDate } from '../../model-detail/detail-format';
import { reportReasonLabel } from '../../model-detail/report-reasons';
import { ReportActions } from './ReportActions';
import styles from './ReportRow.module.css';

/**
 * One report: the listing (a link to its page), the reason, the details, who and when, with
 * Dismiss and Take down; a report of a review or comment quotes its text, with Remove instead.
 */
export function ReportRow({ report }: { report: ListingReport }) {
  return (
    <li className={styles.row} data-testid={`report-row-${report.id}`}>
      <span className={styles.icon} aria-hidden>
        <FlagFilled />
      </span>
      <div className={styles.main}>
        <div className={styles.head}>
          <Link to={modelPath(report.listing)} className={styles.listing}>
            {report.listing.title}
          </Link>
          <span className={styles.reason} data-testid="report-reason">
            {reportReasonLabel(report.reason)}
          </span>
        </div>
        {report.target && (
          <div className={styles.target} data-testid="report-target">
            <span className={styles.targetKind}>
              Reported {report.target.type}
              {report.target.removedAt ? ' (removed by a moderator)' : ''}
            </span>
            {report.target.text === null ? (
              <p className={`${styles.details} ${styles.none}`}>Deleted by its author.</p>
            ) : (
              <blockquote className={styles.quote} data-testid="report-target-text">
                {report.target.text}
              </blockquote>
            )}
          </div>
        )}
        {report.details.trim() ? (
          <p className={styles.details}>{report.details}</p>
        ) : (
          <p className={`${styles.details} ${styles.none}`}>No details given.</p>
        )}
        <p className={styles.byline}>
          Reported by{' '}
          <span className={styles.reporter}>{fullName(report.reporter, 'Anonymous Racer')}</span> on{' '}
          <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
        </p>
      </div>
      <ReportActions report={report} />
    </li>
  );
}
