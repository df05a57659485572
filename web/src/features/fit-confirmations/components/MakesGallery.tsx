import { Link } from 'react-router-dom';
import styles from './FitConfirmations.module.css';

export interface MakesPhoto {
  id: string;
  url: string;
  caption: string;
  /** The model page the photo shows a print of (the creator page's gallery). */
  listing?: { slug: string; title: string };
  /** Shown to its author until an admin approved it. */
  pending?: boolean;
}

/** Owners' photos of their prints: the model page's and the creator page's Makes gallery. */
export function MakesGallery({ photos, testId }: { photos: MakesPhoto[]; testId: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.gallery} data-testid={testId} aria-label="Makes: owners' photos">
      {photos.map((photo) => (
        <li key={photo.id} className={styles.photo} data-testid="makes-photo">
          <img src={photo.url} alt={photo.caption} loading="lazy" className={styles.image} />
          <span className={styles.caption}>
            {photo.caption}
            {photo.pending && (
              <em className={styles.pending} data-testid="makes-photo-pending">
                {' '}
                · awaiting approval
              </em>
            )}
            {photo.listing && (
              <>
                {' '}
                ·{' '}
                <Link to={`/models/${encodeURIComponent(photo.listing.slug)}`}>
                  {photo.listing.title}
                </Link>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
