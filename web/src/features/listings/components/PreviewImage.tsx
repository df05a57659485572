import { useState } from 'react';
import type { PreviewPicture } from '../listing-display';
import styles from './PreviewImage.module.css';

interface PreviewImageProps {
  /**
   * The image: an address, or a picture with its WebP copies (srcSet). Null (or an image that
   * fails to load) shows the placeholder.
   */
  src: string | PreviewPicture | null;
  alt: string;
  className?: string;
  /** How wide the image shows, for the browser to pick from srcSet (e.g. '300px'). */
  sizes?: string;
  /** Placeholder caption; the compact cards have no room for one. */
  caption?: string | null;
  /**
   * At the top of the page a visitor lands on (likely its largest paint): asked for at once and
   * first, not when laid out.
   */
  priority?: boolean;
}

/**
 * A listing's preview render, or a drawn placeholder (a part in wireframe on a slicer's build
 * plate) when it has none or the image cannot be loaded. Copies that fail to load fall back to
 * the uploaded image. Loaded lazily (cards are mostly below the fold), unless `priority`.
 */
export function PreviewImage({
  src,
  alt,
  className,
  sizes,
  caption = 'NO PREVIEW YET',
  priority = false,
}: PreviewImageProps) {
  const picture: PreviewPicture | null = typeof src === 'string' ? { src, original: src } : src;
  // What has failed to load: the copies (then the original is tried), or the original too.
  const [failed, setFailed] = useState<{ key: string; copies: boolean } | null>(null);
  const classes = [styles.frame, className].filter(Boolean).join(' ');
  const key = picture ? `${picture.src} ${picture.srcSet ?? ''}` : '';
  const failure = failed?.key === key ? failed : null;
  const useCopies = !!picture?.srcSet && !failure;

  if (picture && (!failure || (failure.copies && picture.srcSet)))
    return (
      <div className={classes}>
        <img
          key={useCopies ? 'copies' : 'original'}
          className={styles.image}
          src={useCopies ? picture.src : picture.original}
          srcSet={useCopies ? picture.srcSet : undefined}
          sizes={useCopies ? sizes : undefined}
          width={picture.width}
          height={picture.height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed({ key, copies: useCopies })}
        />
      </div>
    );

  return (
    <div
      className={`${classes} ${styles.placeholder}`}
      role="img"
      aria-label={`${alt}: no preview image`}
    >
      <div className={styles.grid} aria-hidden />
      <svg className={styles.part} viewBox="0 0 120 80" aria-hidden focusable="false">
        {/* A bracket on the bed, drawn as a slicer draws its preview. */}
        <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
          <path d="M10 62 L60 72 L110 62 L60 52 Z" opacity=".45" />
          <path d="M28 58 L28 34 Q28 20 44 18 L76 18 Q92 20 92 34 L92 58" />
          <path d="M28 58 L60 65 L92 58" />
          <circle cx="48" cy="38" r="8" />
          <circle cx="72" cy="38" r="8" />
        </g>
      </svg>
      {caption && <span className={styles.caption}>{caption}</span>}
    </div>
  );
}
