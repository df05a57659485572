import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useState } from 'react';
import type { PreviewPicture } from '../../listings/listing-display';
import { GALLERY_MAIN_SIZES, galleryView, stepImage } from '../gallery';
import styles from './Gallery.module.css';

/** How wide the thumbnails show (Gallery.module.css, ModelDetail's columns). */
const THUMBNAIL_SIZES = '(max-width: 960px) 33vw, 260px';

/**
 * The first preview large with up to 3 thumbnails; the last says '+N' when there are more than
 * 4 images. A thumbnail shows its image large; the arrows step through every image. Each loads
 * the WebP copy that fits its width when the media worker has made them.
 */
export function Gallery({ title, images }: { title: string; images: PreviewPicture[] }) {
  const [selected, setSelected] = useState(0);
  const count = images.length;

  if (count === 0)
    return (
      <div className={styles.empty} data-testid="gallery-empty">
        <PictureOutlined className={styles.emptyIcon} aria-hidden />
        <p>No preview images available</p>
      </div>
    );

  const view = galleryView(count, selected);
  const position = `${view.main + 1} / ${count}`;

  return (
    <div className={styles.gallery} data-testid="gallery">
      <div className={styles.stage}>
        <img
          key={images[view.main].original}
          className={styles.mainImage}
          src={images[view.main].src}
          srcSet={images[view.main].srcSet}
          sizes={images[view.main].srcSet ? GALLERY_MAIN_SIZES : undefined}
          width={images[view.main].width}
          height={images[view.main].height}
          alt={`${title}: image ${view.main + 1} of ${count}`}
          // The model page's largest paint: fetched ahead of the other images (and preloaded by
          // the server's head, ssr/image-preload).
          fetchPriority="high"
          data-testid="gallery-main"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-label="Previous image"
              onClick={() => setSelected(stepImage(count, view.main, -1))}
            >
              <LeftOutlined aria-hidden />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="Next image"
              onClick={() => setSelected(stepImage(count, view.main, 1))}
            >
              <RightOutlined aria-hidden />
            </button>
            <span className={styles.counter} aria-live="polite">
              {position}
            </span>
          </>
        )}
      </div>
      {view.thumbnails.length > 0 && (
        <ul className={styles.thumbnails} aria-label="More images">
          {view.thumbnails.map((index, slot) => {
            const more = slot === view.thumbnails.length - 1 ? view.more : 0;
            return (
              <li key={index}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-label={`Show image ${index + 1} of ${count}${more ? ` (${more} more not shown)` : ''}`}
                  data-testid="gallery-thumbnail"
                  onClick={() => setSelected(index)}
                >
                  <img
                    src={images[index].src}
                    srcSet={images[index].srcSet}
                    sizes={images[index].srcSet ? THUMBNAIL_SIZES : undefined}
                    width={images[index].width}
                    height={images[index].height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  {more > 0 && (
                    <span className={styles.more} data-testid="gallery-more" aria-hidden>
                      +{more}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
