import { featuredVideoEmbedUrl } from './featured-video';

describe('featuredVideoEmbedUrl', () => {
  it('accepts a youtube-nocookie embed', () => {
    expect(featuredVideoEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
  });

  it('accepts a Vimeo player embed', () => {
    expect(featuredVideoEmbedUrl(' https://player.vimeo.com/video/76979871 ')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('shows the poster when unset or blank', () => {
    expect(featuredVideoEmbedUrl(undefined)).toBeNull();
    expect(featuredVideoEmbedUrl('  ')).toBeNull();
  });

  it('refuses addresses the CSP would block or that are not embeds', () => {
    expect(featuredVideoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(featuredVideoEmbedUrl('http://player.vimeo.com/video/76979871')).toBeNull();
    expect(featuredVideoEmbedUrl('https://evil.example/embed/x')).toBeNull();
    expect(featuredVideoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(featuredVideoEmbedUrl('not a url')).toBeNull();
  });
});
