import { DEMO_LISTINGS } from './demo-listings.data.js';
import { DEMO_PREVIEW_BASE_URL, demoPreviewUrls } from './demo-listings.types.js';
import { jobFiles, jobKey, previewJobs, variantColor } from './render-demo-previews.js';

describe('render-demo-previews', () => {
  const jobs = previewJobs();

  it('renders exactly the images the seeded listings point at', () => {
    const urls = DEMO_LISTINGS.flatMap((listing) => demoPreviewUrls(listing));
    expect(jobs.map((job) => `${DEMO_PREVIEW_BASE_URL}/${job.file}`)).toEqual(urls);
  });

  it('takes each preview of a listing from another angle, the sixth in another colour', () => {
    const listing = DEMO_LISTINGS.find((l) => l.previewCount === 6)!;
    const own = jobs.filter((job) => job.file.startsWith(`${listing.slug}-`));
    expect(own.map((job) => job.view)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(own.slice(0, 5).every((job) => job.color === listing.color)).toBe(true);
    expect(own[5].color).toBe(variantColor(listing.color));
    expect(own[5].color).not.toBe(listing.color);
  });

  it("makes the first image's link preview beside its WebP copies, and only the first's", () => {
    const first = jobs[0];
    const second = jobs.find((job) => job.view === 1)!;
    const base = first.file.replace(/\.png$/, '');
    expect(jobFiles(first)).toEqual([
      first.file,
      `${base}.card.webp`,
      `${base}.full.webp`,
      `${base}.social.jpg`,
    ]);
    expect(jobFiles(second).some((file) => file.endsWith('.social.jpg'))).toBe(false);
  });

  it('offers red for dark parts and black for light ones', () => {
    expect(variantColor('#1c1c1f')).toBe('#d7261e');
    expect(variantColor('#f2f2ef')).toBe('#1c1c1f');
  });

  it('keys an image by everything that decides its pixels', () => {
    const job = jobs[0];
    const key = jobKey(job, 'renderer-a');
    expect(jobKey({ ...job }, 'renderer-a')).toBe(key);
    expect(jobKey({ ...job, view: job.view + 1 }, 'renderer-a')).not.toBe(key);
    expect(jobKey({ ...job, color: '#000000' }, 'renderer-a')).not.toBe(key);
    expect(jobKey({ ...job, shape: 'socket-rail' }, 'renderer-a')).not.toBe(key);
    expect(jobKey(job, 'renderer-b')).not.toBe(key);
  });
});
