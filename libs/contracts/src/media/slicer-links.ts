/**
 * 'Open in slicer': each desktop slicer registers a URL scheme that downloads the file at the
 * address it is given and opens it (docs/print-facts.md). The address is a short-lived signed
 * one that ends in the file's name: slicers take the name, and the format, from it.
 */
export const SLICERS = {
  orcaslicer: { name: 'OrcaSlicer', scheme: 'orcaslicer://open?file=' },
  bambustudio: { name: 'Bambu Studio', scheme: 'bambustudio://open?file=' },
  cura: { name: 'Cura', scheme: 'cura://open?file=' },
  prusaslicer: { name: 'PrusaSlicer', scheme: 'prusaslicer://open?file=' },
} as const;
export type Slicer = keyof typeof SLICERS;

export interface SlicerLink {
  slicer: Slicer;
  name: string;
  /** The slicer's scheme with the file's address. */
  href: string;
}

/** GET /api/models3d/{id}/files/{fileId}/slicer-links. */
export interface SlicerLinksDto {
  /** The file's signed address (it downloads the file without a session), ending in its name. */
  fileUrl: string;
  /** ISO 8601: the address stops working then; ask again for a fresh one. */
  expiresAt: string;
  links: SlicerLink[];
}

/**
 * The slicers that can open a file: Bambu Studio only 3MF (its scheme opens projects);
 * PrusaSlicer only where the site has asked Prusa to trust it (it opens only allow-listed sites).
 */
export function slicerLinks(
  fileUrl: string,
  filename: string,
  options: { prusaSlicer: boolean },
): SlicerLink[] {
  const slicers: Slicer[] = ['orcaslicer'];
  if (/\.3mf$/i.test(filename)) slicers.push('bambustudio');
  slicers.push('cura');
  if (options.prusaSlicer) slicers.push('prusaslicer');
  return slicers.map((slicer) => ({
    slicer,
    name: SLICERS[slicer].name,
    href: SLICERS[slicer].scheme + encodeURIComponent(fileUrl),
  }));
}

export const SlicerLinkMessages = {
  expired: 'This slicer link has expired. Open the model page and choose the slicer again.',
  invalid: 'This slicer link is not valid.',
} as const;
