/**
 * Where a car part mounts and which filaments survive there. One table, read by the model page's
 * 'Materials for this spot' panel, the seller's warning, the print guides and the tests; the
 * figures and their sources are in docs/product.md ('Heat zones and materials').
 */

export const MOUNT_LOCATIONS = [
  'sun_interior',
  'shaded_interior',
  'exterior',
  'engine_bay',
  'trunk',
] as const;
export type MountLocation = (typeof MOUNT_LOCATIONS)[number];

export const MOUNT_LOCATION_LABELS: Record<MountLocation, string> = {
  sun_interior: 'Sun-exposed interior (dash, rear deck)',
  shaded_interior: 'Shaded interior',
  exterior: 'Exterior',
  engine_bay: 'Engine bay',
  trunk: 'Trunk / cargo',
};

/** The filaments a seller may name in Print Settings (1.75 mm, as sold for FDM printers). */
export const PRINT_MATERIALS = ['PLA', 'PETG', 'ABS', 'ASA', 'TPU', 'PA-CF'] as const;
export type PrintMaterial = (typeof PRINT_MATERIALS)[number];

export interface HeatZone {
  /** The hottest the spot gets in a car parked in summer sun, in °C (rounded up). */
  peakC: number;
  /** Sunlight falls on the part: a material that yellows and cracks in UV does not last. */
  uv: boolean;
  /** What the figure stands for, as the model page and the guide show it. */
  note: string;
}

export const HEAT_ZONES: Record<MountLocation, HeatZone> = {
  sun_interior: {
    peakC: 95,
    uv: true,
    note: 'Dashboards in summer sun measure 85–94 °C; rear decks come close.',
  },
  shaded_interior: {
    peakC: 70,
    uv: false,
    note: 'Cabin air in a car parked in the sun reaches 60–70 °C.',
  },
  exterior: {
    peakC: 80,
    uv: true,
    note: 'Dark body panels in the sun reach about 75–80 °C, with rain and UV on top.',
  },
  engine_bay: {
    peakC: 120,
    uv: false,
    note: 'Under the bonnet, away from the exhaust, 100–120 °C while driving and after.',
  },
  trunk: {
    peakC: 70,
    uv: false,
    note: 'A closed boot follows the cabin air: 60–70 °C in a summer car park.',
  },
};

export interface MaterialHeat {
  /** Heat deflection temperature at 0.45 MPa (ISO 75), °C: where a printed part starts to sag. */
  softensC: number;
  /** Keeps its strength and colour in sunlight for years. */
  uvStable: boolean;
}

export const MATERIAL_HEAT: Record<PrintMaterial, MaterialHeat> = {
  PLA: { softensC: 55, uvStable: false },
  PETG: { softensC: 70, uvStable: false },
  ABS: { softensC: 95, uvStable: false },
  ASA: { softensC: 95, uvStable: true },
  TPU: { softensC: 80, uvStable: false },
  'PA-CF': { softensC: 150, uvStable: true },
};

export interface MaterialVerdict {
  material: PrintMaterial;
  suits: boolean;
  /** Why, in a line: the temperatures compared, or the sunlight. */
  reason: string;
}

/**
 * Whether a filament lasts at a mount location: it must soften no lower than the spot's peak
 * and, where the sun reaches it, stand UV. Both figures are shown so a buyer can judge.
 */
export function materialVerdict(material: PrintMaterial, location: MountLocation): MaterialVerdict {
  const heat = MATERIAL_HEAT[material];
  const zone = HEAT_ZONES[location];
  if (heat.softensC < zone.peakC)
    return {
      material,
      suits: false,
      reason: `softens at ${heat.softensC} °C; this spot reaches ${zone.peakC} °C`,
    };
  if (zone.uv && !heat.uvStable)
    return {
      material,
      suits: false,
      reason: `takes ${zone.peakC} °C (softens at ${heat.softensC} °C) but yellows and cracks in sunlight`,
    };
  return {
    material,
    suits: true,
    reason: `softens at ${heat.softensC} °C; this spot reaches ${zone.peakC} °C`,
  };
}

/** Every filament's verdict for a spot, suitable ones first. */
export function materialsForLocation(location: MountLocation): MaterialVerdict[] {
  const verdicts = PRINT_MATERIALS.map((material) => materialVerdict(material, location));
  return [...verdicts.filter((v) => v.suits), ...verdicts.filter((v) => !v.suits)];
}

/** The seller's named materials that do not last where the part mounts (the warning). */
export function unsuitableMaterials(
  materials: readonly PrintMaterial[],
  location: MountLocation | null,
): MaterialVerdict[] {
  if (!location) return [];
  return materials.map((m) => materialVerdict(m, location)).filter((v) => !v.suits);
}
