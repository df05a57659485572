/**
 * The footer's Print Guides as documents: materials for cars, heat zones, and checking the fit
 * before a long print. The temperatures come from the one heat table in the contracts
 * (heat-zones.ts), so the guides, the model page and the seller's warning always agree.
 */
import {
  HEAT_ZONES,
  MATERIAL_HEAT,
  MOUNT_LOCATIONS,
  MOUNT_LOCATION_LABELS,
  PRINT_MATERIALS,
  materialsForLocation,
} from '@pitstop/contracts';
import { list, p, type LegalDocument } from '../legal/legal-document';

const MATERIAL_NOTES: Record<(typeof PRINT_MATERIALS)[number], string> = {
  PLA: 'easy to print, stiff, but soft in a warm car: keep it for the garage and prototypes.',
  PETG: 'tough and a little flexible; fine out of the sun, sags on a summer dashboard.',
  ABS: 'takes heat well; needs an enclosure to print, and yellows in sunlight.',
  ASA: 'ABS that stands the sun: the first choice for dashboards and exterior parts.',
  TPU: 'rubbery; for grips, liners and cable clips rather than brackets.',
  'PA-CF': 'carbon-filled nylon: stiff and heat-proof, for engine bays; needs a hardened nozzle.',
};

export const materialsGuide: LegalDocument = {
  title: 'Materials for Cars',
  kicker: 'PRINT GUIDES',
  lastUpdated: 'November 2026',
  intro: [
    'A car parked in summer sun is an oven. The filament you print a part in decides whether it keeps its shape where it mounts. Each figure below is the heat deflection temperature at 0.45 MPa (ISO 75) from the makers’ data sheets: where a printed part starts to sag under its own load.',
  ],
  sections: [
    {
      id: 'by-material',
      heading: 'The Common Filaments',
      blocks: [
        list(
          ...PRINT_MATERIALS.map(
            (m) =>
              `${m}: softens at about ${MATERIAL_HEAT[m].softensC} °C${MATERIAL_HEAT[m].uvStable ? ', stands sunlight' : ''}; ${MATERIAL_NOTES[m]}`,
          ),
        ),
      ],
    },
    {
      id: 'rules',
      heading: 'Rules of Thumb',
      blocks: [
        list(
          'Pick a filament that softens above the hottest its spot gets (see Heat Zones in a Car).',
          'Where the sun reaches the part, pick one that stands UV: ASA or PA-CF.',
          'Thicker walls and more perimeters help a part keep its shape more than more infill does.',
          'Printed parts are for aesthetic, non-critical use only: never print brakes, steering, suspension, seat-belt, airbag or wheel parts.',
        ),
      ],
    },
  ],
};

export const heatZonesGuide: LegalDocument = {
  title: 'Heat Zones in a Car',
  kicker: 'PRINT GUIDES',
  lastUpdated: 'November 2026',
  intro: [
    'Every listing says where its part mounts. These are the hottest temperatures each spot reaches in a car parked in summer sun, and the filaments that last there. Measured dashboards reach 85–94 °C (Grundstein et al., 2009; Dadour et al., 2011); PLA starts to soften from about 55 °C.',
  ],
  sections: MOUNT_LOCATIONS.map((location) => {
    const verdicts = materialsForLocation(location);
    return {
      id: location.replace(/_/g, '-'),
      heading: MOUNT_LOCATION_LABELS[location],
      blocks: [
        p(`Up to ${HEAT_ZONES[location].peakC} °C. ${HEAT_ZONES[location].note}`),
        list(
          `Lasts here: ${
            verdicts
              .filter((v) => v.suits)
              .map((v) => v.material)
              .join(', ') || 'none of the common filaments'
          }.`,
          `Avoid: ${verdicts
            .filter((v) => !v.suits)
            .map((v) => `${v.material} (${v.reason})`)
            .join('; ')}.`,
        ),
      ],
    };
  }),
};

export const fitCheckGuide: LegalDocument = {
  title: 'Check the Fit Before a Long Print',
  kicker: 'PRINT GUIDES',
  lastUpdated: 'November 2026',
  intro: [
    'A gauge pod can take ten hours to print. Ten minutes of checking first saves a spool of filament and an evening.',
  ],
  sections: [
    {
      id: 'read-first',
      heading: 'Read Before You Print',
      blocks: [
        list(
          'Compare the listing’s fitment with your car: generation, facelift years and trim (left- or right-hand drive matters for dash parts).',
          'Read what owners say on the model page: “Fits: 14 owners of a 2017–2020 Golf confirmed” is worth more than any drawing.',
          'Check the printed size on the Specs tab against a tape measure in your car.',
        ),
      ],
    },
    {
      id: 'test-slice',
      heading: 'Print a Test Slice',
      blocks: [
        p(
          'In your slicer, cut the model a few millimetres above the part that meets the car (a clip, a collar, the mounting holes) and print only that slice. It takes minutes and tells you whether the holes line up and the clips engage.',
        ),
      ],
    },
    {
      id: 'after',
      heading: 'After It Fits',
      blocks: [
        p(
          'Tell the next owner: on the model page, say it fits your car from your garage, with a photo. If it does not fit, say so too; the creator is told and can fix the fitment.',
        ),
      ],
    },
  ],
};

export const PRINT_GUIDES = [
  { to: '/guides/materials', doc: materialsGuide },
  { to: '/guides/heat-zones', doc: heatZonesGuide },
  { to: '/guides/fit-check', doc: fitCheckGuide },
] as const;
