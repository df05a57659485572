import { DEFAULT_DESCRIPTION, SITE_NAME } from './web-routes.js';

/**
 * The title and description of the pages that name what they show: the web app sets them on
 * the client (usePageMeta) and the gateway writes them into the served HTML, from these
 * functions, so a crawler and a visitor read the same words.
 */
export interface PageHeadText {
  title: string;
  description: string;
}

const count = new Intl.NumberFormat('en-US');
const countOf = (n: number, noun: string) => `${count.format(n)} ${noun}${n === 1 ? '' : 's'}`;

/** A model page: the listing's title and short description; `null` while it loads. */
export function modelPageHead(
  listing: { title: string; shortDescription: string } | null,
  notFound = false,
): PageHeadText {
  if (!listing)
    return {
      title: `${notFound ? 'Model Not Found' : 'Model Details'} | ${SITE_NAME}`,
      description: DEFAULT_DESCRIPTION,
    };
  return {
    title: `${listing.title} | ${SITE_NAME}`,
    description: listing.shortDescription || DEFAULT_DESCRIPTION,
  };
}

/** A creator's page, named by the app's rule for names (display name, else first name). */
export function creatorPageHead(
  creator: { name: string; listingCount: number; totalDownloads: number } | null,
  notFound = false,
): PageHeadText {
  if (!creator)
    return {
      title: `${notFound ? 'Creator Not Found' : 'Creator'} | ${SITE_NAME}`,
      description: DEFAULT_DESCRIPTION,
    };
  return {
    title: `${creator.name} | ${SITE_NAME}`,
    description: `3D-printable car parts by ${creator.name}: ${countOf(creator.listingCount, 'model')}, ${countOf(creator.totalDownloads, 'download')}.`,
  };
}

/** A collection's page; `ownerName` by the app's rule, 'a Pitstop Prints member' without one. */
export function collectionPageHead(
  collection: { name: string; itemCount: number; ownerName: string } | null,
  notFound = false,
): PageHeadText {
  if (!collection)
    return {
      title: `${notFound ? 'Collection Not Found' : 'Collection'} | ${SITE_NAME}`,
      description: DEFAULT_DESCRIPTION,
    };
  return {
    title: `${collection.name} | ${SITE_NAME}`,
    description: `${collection.name}: ${countOf(collection.itemCount, '3D-printable car part')} collected by ${collection.ownerName}.`,
  };
}
