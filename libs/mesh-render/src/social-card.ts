/**
 * A link preview's card: a listing's picture on the site's dark canvas above a band with the
 * brand's mark (the favicon's print layers and red line). No text: fonts differ between
 * machines, and the unfurler prints the page's title beside the image anyway. Callers fit the
 * picture into `pictureBox` and lay it over `svg` at `left`/`top` (sharp's composite).
 */
export interface SocialCardSize {
  width: number;
  height: number;
}

const MARGIN = 36;
const BAND = 78;
const INK = '#0a0a0c';
const PAPER = '#f5f5f7';
const RED = '#e10600';

/** The box a picture is fitted into (keeping its shape): the card less its margins and band. */
export function socialCardPictureBox(card: SocialCardSize): SocialCardSize {
  return { width: card.width - 2 * MARGIN, height: card.height - BAND - 2 * MARGIN };
}

/** The card without its picture, and where a picture of `picture`'s size goes (centred). */
export function socialCardLayout(
  card: SocialCardSize,
  picture: SocialCardSize,
): { svg: string; left: number; top: number } {
  const box = socialCardPictureBox(card);
  const left = MARGIN + Math.max(0, Math.round((box.width - picture.width) / 2));
  const top = MARGIN + Math.max(0, Math.round((box.height - picture.height) / 2));
  // The favicon's 32-unit mark, drawn 1.5 units a pixel at the band's left.
  const unit = 1.5;
  const markTop = card.height - BAND + (BAND - 32 * unit) / 2;
  const cells = [
    [6, 6],
    [16, 6],
    [11, 11],
    [21, 11],
    [6, 16],
    [16, 16],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${MARGIN + x! * unit}" y="${markTop + y! * unit}" width="${5 * unit}" height="${5 * unit}" fill="${PAPER}"/>`,
    )
    .join('');
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}">`,
    `<rect width="${card.width}" height="${card.height}" fill="${INK}"/>`,
    // A soft light behind the picture, as under a studio lamp.
    `<defs><radialGradient id="lamp" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#2a2a30"/><stop offset="1" stop-color="${INK}"/></radialGradient></defs>`,
    `<rect width="${card.width}" height="${card.height - BAND}" fill="url(#lamp)"/>`,
    cells,
    `<rect x="${MARGIN + 6 * unit}" y="${markTop + 23 * unit}" width="${20 * unit}" height="${3 * unit}" fill="${RED}"/>`,
    `<rect x="${MARGIN + 40 * unit}" y="${card.height - BAND / 2 - 2}" width="${card.width - 2 * MARGIN - 40 * unit}" height="4" fill="${RED}"/>`,
    '</svg>',
  ].join('');
  return { svg, left, top };
}
