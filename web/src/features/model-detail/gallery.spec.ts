import { galleryView, stepImage } from './gallery';

describe('galleryView', () => {
  it('shows the first image large and up to 3 thumbnails', () => {
    expect(galleryView(1, 0)).toEqual({ main: 0, thumbnails: [], more: 0 });
    expect(galleryView(3, 0)).toEqual({ main: 0, thumbnails: [1, 2], more: 0 });
    expect(galleryView(4, 0)).toEqual({ main: 0, thumbnails: [1, 2, 3], more: 0 });
  });

  it("counts '+N' only when there are more than 4 images", () => {
    expect(galleryView(5, 0)).toEqual({ main: 0, thumbnails: [1, 2, 3], more: 1 });
    expect(galleryView(9, 0).more).toBe(5);
  });

  it('swaps a clicked thumbnail in and keeps the first image among the thumbnails', () => {
    expect(galleryView(4, 2)).toEqual({ main: 2, thumbnails: [0, 1, 3], more: 0 });
    expect(galleryView(6, 5)).toEqual({ main: 5, thumbnails: [0, 1, 2], more: 2 });
  });

  it('has nothing to show without images and keeps a stale selection in range', () => {
    expect(galleryView(0, 3)).toEqual({ main: 0, thumbnails: [], more: 0 });
    expect(galleryView(2, 7).main).toBe(1);
  });
});

describe('stepImage', () => {
  it('wraps around both ways', () => {
    expect(stepImage(5, 4, 1)).toBe(0);
    expect(stepImage(5, 0, -1)).toBe(4);
    expect(stepImage(0, 0, 1)).toBe(0);
  });
});
