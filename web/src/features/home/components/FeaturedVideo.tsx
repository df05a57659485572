import PlayCircleFilled from '@ant-design/icons/PlayCircleFilled';
import { featuredVideoEmbedUrl } from '../featured-video';
import styles from './FeaturedVideo.module.css';

const EMBED_URL = featuredVideoEmbedUrl(import.meta.env.VITE_FEATURED_VIDEO_URL);

/** The hero's 16:9 featured video; a designed poster when no video is configured. */
export function FeaturedVideo() {
  return (
    <figure className={styles.frame} data-testid="featured-video">
      {EMBED_URL ? (
        <iframe
          className={styles.iframe}
          src={EMBED_URL}
          title="Featured build video"
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className={styles.poster} role="img" aria-label="Featured build: video coming soon">
          <div className={styles.grid} aria-hidden />
          <svg className={styles.part} viewBox="0 0 200 120" aria-hidden focusable="false">
            {/* A stylised gauge pod bracket, drawn in wireframe like a slicer preview. */}
            <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
              <path d="M20 92 L100 108 L180 92 L100 76 Z" opacity=".5" />
              <path d="M44 86 L44 52 Q44 30 70 24 L130 24 Q156 30 156 52 L156 86" />
              <path d="M44 86 L100 98 L156 86" />
              <circle cx="78" cy="56" r="18" />
              <circle cx="122" cy="56" r="18" />
              <circle cx="78" cy="56" r="10" opacity=".6" />
              <circle cx="122" cy="56" r="10" opacity=".6" />
              <path d="M60 24 L60 14 M140 24 L140 14" opacity=".6" />
            </g>
          </svg>
          <div className={styles.overlay}>
            <PlayCircleFilled className={styles.play} aria-hidden />
            <div>
              <p className={styles.kicker}>FEATURED BUILD</p>
              <p className={styles.caption}>Build videos land on the pit wall soon</p>
            </div>
          </div>
        </div>
      )}
    </figure>
  );
}
