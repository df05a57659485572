import FileOutlined from '@ant-design/icons/FileOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import { countOf } from '../../../components/format';
import { PreviewImage } from '../../listings/components/PreviewImage';
import type { Listing } from '../../listings/listingsApi';
import { DetailCard } from '../../model-detail/components/DetailCard';
import { fileNameOf } from '../../model-detail/detail-format';
import { galleryImages } from '../../model-detail/gallery';
import styles from './CurrentMedia.module.css';

/**
 * Adding and removing previews and files needs uploads, which arrive with the media issue; until
 * then these sections show what the listing has, and say so rather than offer buttons that do
 * nothing.
 */
function UploadsLater({ what }: { what: string }) {
  return (
    <p className={styles.later}>
      <InfoCircleOutlined aria-hidden /> Adding and removing {what} arrives with file uploads.
    </p>
  );
}

export function CurrentPreviews({ listing }: { listing: Listing }) {
  const images = galleryImages(listing);
  return (
    <DetailCard
      id="edit-previews"
      title="Preview Images"
      extra={<span className={styles.count}>{countOf(images.length, 'image')}</span>}
      testId="edit-previews"
    >
      {images.length > 0 ? (
        <ul className={styles.previews} aria-label="Current preview images">
          {images.map((src, index) => (
            <li key={src}>
              <PreviewImage
                src={src}
                alt={`${listing.title}, preview ${index + 1}`}
                caption={null}
                className={styles.preview}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No preview images yet.</p>
      )}
      <UploadsLater what="preview images" />
    </DetailCard>
  );
}

export function CurrentFiles({ listing }: { listing: Listing }) {
  const files = listing.fileUrls;
  return (
    <DetailCard
      id="edit-files"
      title="STL Files"
      extra={<span className={styles.count}>{countOf(files.length, 'file')}</span>}
      testId="edit-files"
    >
      {files.length > 0 ? (
        <ul className={styles.files} aria-label="Current files">
          {files.map((url) => (
            <li key={url} className={styles.file}>
              <FileOutlined aria-hidden className={styles.fileIcon} />
              <span className={styles.fileName}>{fileNameOf(url)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No model files yet.</p>
      )}
      <UploadsLater what="model files" />
    </DetailCard>
  );
}
