import { useState } from 'react';
import styles from './PreviewImage.module.css';

interface PreviewImageProps {
  /** The image's address; null (or one that fails to load) shows the placeholder. */
  src: string | null;
  alt: string;
  className?: string;
  /** Placeholder caption; the compact cards have no room for one. */
  caption?: string | null;
}

/**
 * A listing's preview render, or a drawn placeholder (a part in wireframe on a slicer's build
 * plate) when it has none or the image cannot be loaded.
 */
export function PreviewImage({
  src,
  alt,
  className,
  caption = 'NO PREVIEW YET',
}: PreviewImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = [styles.frame, className].filter(Boolean).join(' ');

  if (src && failed !== src)
    return (
      <div className={classes}>
        <img
          className={styles.image}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
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
