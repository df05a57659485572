import FileOutlined from '@ant-design/icons/FileOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import type { ReactNode } from 'react';
import { countOf } from '../../../components/format';
import { PreviewThumbnails } from '../../listings/components/PreviewThumbnails';
import { previewImages } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { DetailCard } from '../../model-detail/components/DetailCard';
import { fileNameOf } from '../../model-detail/detail-format';
import styles from './CurrentMedia.module.css';

/**
 * One of the listing's two kinds of media, as it has them. Adding and removing them needs
 * uploads, which arrive with the media issue; until then the section says so rather than offer
 * buttons that do nothing.
 */
function MediaSection({
  id,
  title,
  noun,
  what,
  count,
  emptyText,
  children,
}: {
  /** The card's id and test id. */
  id: string;
  title: string;
  /** What one item is called: '4 images', '1 file'. */
  noun: string;
  /** What the uploads will add: 'preview images', 'model files'. */
  what: string;
  count: number;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <DetailCard
      id={id}
      title={title}
      extra={<span className={styles.count}>{countOf(count, noun)}</span>}
      testId={id}
    >
      {count > 0 ? children : <p className={styles.empty}>{emptyText}</p>}
      <p className={styles.later}>
        <InfoCircleOutlined aria-hidden /> Adding and removing {what} arrives with file uploads.
      </p>
    </DetailCard>
  );
}

export function CurrentPreviews({ listing }: { listing: Listing }) {
  const images = previewImages(listing);
  return (
    <MediaSection
      id="edit-previews"
      title="Preview Images"
      noun="image"
      what="preview images"
      count={images.length}
      emptyText="No preview images yet."
    >
      <PreviewThumbnails
        title={listing.title}
        images={images}
        label="Current preview images"
        className={styles.previews}
        imageClassName={styles.preview}
      />
    </MediaSection>
  );
}

export function CurrentFiles({ listing }: { listing: Listing }) {
  const files = listing.fileUrls;
  return (
    <MediaSection
      id="edit-files"
      title="STL Files"
      noun="file"
      what="model files"
      count={files.length}
      emptyText="No model files yet."
    >
      <ul className={styles.files} aria-label="Current files">
        {files.map((url) => (
          <li key={url} className={styles.file}>
            <FileOutlined aria-hidden className={styles.fileIcon} />
            <span className={styles.fileName}>{fileNameOf(url)}</span>
          </li>
        ))}
      </ul>
    </MediaSection>
  );
}
