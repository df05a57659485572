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

/** The vehicle a vehicle page names: a model, or one generation of it. */
export interface VehicleNames {
  makeName: string;
  modelName: string;
  generation?: { name: string; yearStart: number; yearEnd: number | null } | null;
}

/** 'Volkswagen Golf Mk7 (2013–2020)', 'Volkswagen Golf' for the model's own page. */
export function vehicleName({ makeName, modelName, generation }: VehicleNames): string {
  const model = `${makeName} ${modelName}`;
  if (!generation) return model;
  return `${model} ${generation.name} (${generation.yearStart}–${generation.yearEnd ?? 'Present'})`;
}

/**
 * A vehicle page (/parts/{make}/{model}[/{generation}]): 'Parts for the Volkswagen Golf Mk7
 * (2013–2020)', with how many parts fit it (its own and the universal ones); `null` while it
 * loads.
 */
export function vehiclePageHead(
  vehicle: (VehicleNames & { partCount: number }) | null,
  notFound = false,
): PageHeadText {
  if (!vehicle)
    return {
      title: `${notFound ? 'Vehicle Not Found' : 'Parts'} | ${SITE_NAME}`,
      description: DEFAULT_DESCRIPTION,
    };
  const name = vehicleName(vehicle);
  return {
    title: `Parts for the ${name} | ${SITE_NAME}`,
    description: `${countOf(vehicle.partCount, '3D-printable part')} for the ${name}, universal-fit parts included: print-ready STL files for mounts, trim, ducts and mods.`,
  };
}
