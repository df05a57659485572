import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import Button from 'antd/es/button';
import { useCurrentUser } from '../../../app/access';
import { useAppDispatch } from '../../../app/hooks';
import { LoadError } from '../../../components/LoadError';
import { downloadRecorded } from '../../downloads/downloadsApi';
import { formatFileSize } from '../../downloads/model-files';
import { startDownload } from '../../downloads/start-download';
import type { Listing } from '../../listings/listingsApi';
import { NewVersionForm } from '../../versions/components/NewVersionForm';
import { useGetVersionsQuery, versionsApi } from '../../versions/versionsApi';
import { formatDate } from '../detail-format';
import { ListSkeleton } from './ListSkeleton';
import styles from './VersionsPanel.module.css';

/** Time for the server to record a download before Downloads is asked again. */
const RECORDED_AFTER_MS = 1500;

/**
 * Every version of the model, newest first, with its date and notes; for whoever may download
 * the files (a buyer, anyone signed in for a free model, the seller), each version's files. The
 * seller uploads a new version here.
 */
export function VersionsPanel({ listing }: { listing: Pick<Listing, 'id' | 'sellerId'> }) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const query = useGetVersionsQuery(listing.id);
  const isSeller = !!user && user.id === listing.sellerId;

  const download = (url: string) => {
    startDownload(url);
    setTimeout(() => {
      dispatch(downloadRecorded(listing.id));
      dispatch(versionsApi.util.invalidateTags([{ type: 'Versions', id: listing.id }]));
    }, RECORDED_AFTER_MS);
  };

  return (
    <div className={styles.panel} data-testid="tab-versions">
      {isSeller && <NewVersionForm listingId={listing.id} />}
      {query.isLoading ? (
        <ListSkeleton rows={3} />
      ) : query.error || !query.data ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          testId="versions-error"
        />
      ) : (
        <ol className={styles.timeline} aria-label="Versions">
          {query.data.map((version) => (
            <li
              key={version.number}
              className={styles.entry}
              data-testid={`version-${version.number}`}
            >
              <span className={styles.icon} aria-hidden>
                <HistoryOutlined />
              </span>
              <div className={styles.body}>
                <p className={styles.label}>
                  Version {version.number}
                  {version.latest && <span className={styles.latest}>Latest</span>}
                </p>
                <time dateTime={version.createdAt} className={styles.date}>
                  {formatDate(version.createdAt)}
                </time>
                <p className={styles.notes} data-testid="version-notes">
                  {version.changelog ?? 'First published'}
                </p>
                <ul className={styles.files} aria-label={`Files of version ${version.number}`}>
                  {version.files.map((file) => (
                    <li key={file.id} className={styles.file}>
                      <span className={styles.fileName}>{file.filename}</span>
                      <span className={styles.fileSize}>{formatFileSize(file.sizeBytes)}</span>
                      {file.downloadUrl && (
                        <Button
                          size="small"
                          icon={<CloudDownloadOutlined />}
                          onClick={() => download(file.downloadUrl!)}
                          aria-label={`Download ${file.filename} (version ${version.number})`}
                          data-testid="version-download"
                        >
                          Download
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
