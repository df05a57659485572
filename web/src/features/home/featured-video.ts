/**
 * The hero's featured video comes from the build-time VITE_FEATURED_VIDEO_URL. Only embed
 * addresses of the two players the gateway's CSP allows in frames are used; anything else (or
 * nothing) shows the poster instead, so the page never renders a frame the browser would block.
 */
const ALLOWED_EMBEDS: { host: string; path: RegExp }[] = [
  { host: 'www.youtube-nocookie.com', path: /^\/embed\/[\w-]+/ },
  { host: 'player.vimeo.com', path: /^\/video\/\d+/ },
];

export function featuredVideoEmbedUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const allowed = ALLOWED_EMBEDS.some(
    ({ host, path }) => url.hostname === host && path.test(url.pathname),
  );
  return allowed ? url.toString() : null;
}
