/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Embed URL for the hero's featured video (youtube-nocookie.com or player.vimeo.com); unset shows a poster. */
  readonly VITE_FEATURED_VIDEO_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
