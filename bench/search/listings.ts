/**
 * Realistic listings for bench/search, generated deterministically from a seed: the same seed
 * gives the same catalog (ids, texts, counters, dates) on every machine and every run.
 *
 * Titles are part nouns × adjectives × vehicles; ~10 makes with models, generations (year
 * ranges, some still built) and trims (some listings fit every trim); ~10% universal fit;
 * categories; a difficulty mix; ~30% free, the rest 99–4999 cents; downloads, likes and ratings
 * skewed (a few popular parts, a long tail); created over the two years before ANCHOR.
 */
import { trimQueryValue, type ListingDto, type PrintDifficulty } from '@pitstop/contracts';

/** mulberry32: small, fast, good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
/** One of the items, by weight. */
export function weighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items[items.length - 1]![0];
}

/** A v4-shaped UUID from the generator (deterministic, unlike randomUUID). */
export function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---- taxonomy ------------------------------------------------------------------------------

interface GenerationSpec {
  name: string;
  years: [number, number | null];
  trims: string[];
}
interface ModelSpec {
  name: string;
  generations: GenerationSpec[];
}
interface MakeSpec {
  name: string;
  /** Share of the vehicle-specific listings. */
  weight: number;
  models: ModelSpec[];
}

const g = (name: string, start: number, end: number | null, trims: string[] = []) => ({
  name,
  years: [start, end] as [number, number | null],
  trims,
});

export const MAKES: MakeSpec[] = [
  {
    name: 'Volkswagen',
    weight: 14,
    models: [
      {
        name: 'Golf',
        generations: [
          g('Mk6', 2009, 2013, ['GTI', 'TDI']),
          g('Mk7', 2013, 2020, ['GTI', 'Golf R', 'TDI']),
          g('Mk8', 2020, null, ['GTI', 'Golf R']),
        ],
      },
      {
        name: 'Jetta',
        generations: [g('Mk6', 2011, 2018, ['GLI']), g('Mk7', 2019, null, ['GLI'])],
      },
      { name: 'Tiguan', generations: [g('AD1', 2017, 2024, ['SE', 'SEL'])] },
    ],
  },
  {
    name: 'Honda',
    weight: 13,
    models: [
      {
        name: 'Civic',
        generations: [
          g('FK8', 2017, 2021, ['Type R', 'Si']),
          g('FL5', 2022, null, ['Type R', 'Si']),
        ],
      },
      { name: 'S2000', generations: [g('AP1', 1999, 2003), g('AP2', 2004, 2009, ['CR'])] },
      { name: 'Accord', generations: [g('10th Gen', 2018, 2022, ['Sport', 'Touring'])] },
    ],
  },
  {
    name: 'Toyota',
    weight: 12,
    models: [
      {
        name: 'Supra',
        generations: [g('A80', 1993, 2002, ['Turbo']), g('A90', 2019, null, ['3.0', '2.0'])],
      },
      { name: 'GR86', generations: [g('ZN8', 2021, null, ['Premium'])] },
      { name: 'Corolla', generations: [g('E210', 2019, null, ['GR', 'SE', 'XSE'])] },
      { name: 'Tacoma', generations: [g('3rd Gen', 2016, 2023, ['TRD Pro', 'TRD Off-Road'])] },
    ],
  },
  {
    name: 'Mazda',
    weight: 11,
    models: [
      {
        name: 'MX-5 Miata',
        generations: [
          g('NA', 1989, 1997),
          g('NB', 1998, 2005),
          g('NC', 2006, 2015, ['Club']),
          g('ND', 2016, null, ['Club', 'RF', 'Grand Touring']),
        ],
      },
      {
        name: 'Mazda3',
        generations: [g('BM', 2014, 2018, ['Grand Touring']), g('BP', 2019, null, ['Turbo'])],
      },
      { name: 'RX-7', generations: [g('FD', 1992, 2002, ['Spirit R'])] },
    ],
  },
  {
    name: 'Subaru',
    weight: 9,
    models: [
      {
        name: 'WRX',
        generations: [g('VA', 2015, 2021, ['STI', 'Premium']), g('VB', 2022, null, ['GT'])],
      },
      {
        name: 'BRZ',
        generations: [g('ZC6', 2013, 2020, ['Limited']), g('ZD8', 2022, null, ['tS'])],
      },
      { name: 'Outback', generations: [g('BT', 2020, null, ['Wilderness', 'Onyx XT'])] },
    ],
  },
  {
    name: 'Ford',
    weight: 12,
    models: [
      {
        name: 'Mustang',
        generations: [
          g('S197', 2005, 2014, ['GT', 'Boss 302']),
          g('S550', 2015, 2023, ['GT', 'EcoBoost', 'Shelby GT350']),
          g('S650', 2024, null, ['GT', 'Dark Horse']),
        ],
      },
      { name: 'Focus', generations: [g('Mk3', 2012, 2018, ['ST', 'RS'])] },
      { name: 'F-150', generations: [g('14th Gen', 2021, null, ['Raptor', 'XLT', 'Lariat'])] },
      { name: 'Bronco', generations: [g('6th Gen', 2021, null, ['Badlands', 'Wildtrak'])] },
    ],
  },
  {
    name: 'Chevrolet',
    weight: 8,
    models: [
      { name: 'Camaro', generations: [g('6th Gen', 2016, 2024, ['SS', 'ZL1', 'LT'])] },
      {
        name: 'Corvette',
        generations: [
          g('C7', 2014, 2019, ['Z06', 'Grand Sport']),
          g('C8', 2020, null, ['Stingray', 'Z06']),
        ],
      },
      { name: 'Silverado', generations: [g('4th Gen', 2019, null, ['Trail Boss', 'LTZ'])] },
    ],
  },
  {
    name: 'BMW',
    weight: 9,
    models: [
      {
        name: '3 Series',
        generations: [
          g('E46', 1999, 2006, ['M3', '330i']),
          g('F30', 2012, 2019, ['340i', '328i']),
          g('G20', 2019, null, ['M340i', '330i']),
        ],
      },
      {
        name: 'M2',
        generations: [g('F87', 2016, 2021, ['Competition', 'CS']), g('G87', 2023, null)],
      },
    ],
  },
  {
    name: 'Nissan',
    weight: 7,
    models: [
      { name: '370Z', generations: [g('Z34', 2009, 2020, ['Nismo', 'Sport'])] },
      { name: 'GT-R', generations: [g('R35', 2009, null, ['Nismo', 'Premium'])] },
      { name: 'Silvia', generations: [g('S14', 1993, 1998), g('S15', 1999, 2002, ['Spec R'])] },
    ],
  },
  {
    name: 'Porsche',
    weight: 5,
    models: [
      {
        name: '911',
        generations: [
          g('996', 1999, 2004, ['Carrera', 'GT3']),
          g('997', 2005, 2012, ['Carrera S', 'GT3']),
          g('992', 2019, null, ['Carrera S', 'GT3', 'Turbo S']),
        ],
      },
      {
        name: 'Cayman',
        generations: [g('981', 2013, 2016, ['GTS']), g('718', 2017, null, ['GT4', 'GTS 4.0'])],
      },
    ],
  },
];

/** A vehicle of the taxonomy with stable ids (drawn from a generator of their own). */
export interface Vehicle {
  makeId: string;
  makeName: string;
  makeSlug: string;
  modelId: string;
  modelName: string;
  modelSlug: string;
  generationId: string;
  generationName: string;
  yearStart: number;
  yearEnd: number | null;
  trims: { id: string; name: string; key: string }[];
  makeWeight: number;
}

export function vehicles(seed: number): Vehicle[] {
  const random = prng(seed ^ 0x5eed);
  const out: Vehicle[] = [];
  for (const make of MAKES) {
    const makeId = uuidFrom(random);
    const generations = make.models.reduce((n, m) => n + m.generations.length, 0);
    for (const model of make.models) {
      const modelId = uuidFrom(random);
      for (const gen of model.generations)
        out.push({
          makeId,
          makeName: make.name,
          makeSlug: slugOf(make.name),
          modelId,
          modelName: model.name,
          modelSlug: slugOf(model.name),
          generationId: uuidFrom(random),
          generationName: gen.name,
          yearStart: gen.years[0],
          yearEnd: gen.years[1],
          trims: gen.trims.map((name) => ({
            id: uuidFrom(random),
            name,
            key: trimQueryValue(name),
          })),
          makeWeight: make.weight / generations,
        });
    }
  }
  return out;
}

// ---- parts and words -----------------------------------------------------------------------

export const CATEGORIES = [
  'Interior',
  'Exterior',
  'Engine Bay',
  'Electronics',
  'Lighting',
  'Storage & Organization',
  'Tools & Garage',
  'Performance',
] as const;
type Category = (typeof CATEGORIES)[number];

/** Part nouns with their category and how common they are. */
export const PARTS: [noun: string, category: Category, weight: number][] = [
  ['Shift Knob', 'Interior', 6],
  ['Cup Holder', 'Interior', 6],
  ['Cup Holder Insert', 'Storage & Organization', 3],
  ['Phone Mount', 'Electronics', 6],
  ['Gauge Pod', 'Interior', 4],
  ['Boost Gauge Pod', 'Performance', 2],
  ['Vent Clip', 'Interior', 4],
  ['Air Vent Cover', 'Interior', 3],
  ['Door Handle', 'Interior', 3],
  ['Headlight Bracket', 'Lighting', 3],
  ['Fog Light Cover', 'Lighting', 2],
  ['Bumper Clip', 'Exterior', 4],
  ['License Plate Bracket', 'Exterior', 3],
  ['Trim Panel', 'Interior', 3],
  ['Center Console Tray', 'Storage & Organization', 4],
  ['Coin Tray', 'Storage & Organization', 2],
  ['Sun Visor Clip', 'Interior', 2],
  ['Intake Duct', 'Performance', 3],
  ['Battery Tie Down', 'Engine Bay', 2],
  ['Dash Bezel', 'Interior', 3],
  ['Switch Panel', 'Electronics', 3],
  ['Mirror Cap', 'Exterior', 3],
  ['Seat Belt Guide', 'Interior', 2],
  ['Key Fob Case', 'Electronics', 3],
  ['Hood Prop Holder', 'Engine Bay', 1],
  ['Cargo Hook', 'Storage & Organization', 2],
  ['Fuse Box Cover', 'Engine Bay', 2],
  ['Wheel Center Cap', 'Exterior', 3],
  ['Valve Stem Cap', 'Exterior', 2],
  ['Grille Insert', 'Exterior', 3],
  ['Tow Hook Cover', 'Exterior', 2],
  ['Pedal Cover', 'Interior', 2],
  ['Speaker Grille', 'Electronics', 2],
  ['Radiator Shroud Clip', 'Engine Bay', 1],
  ['Spoiler Endplate', 'Exterior', 1],
  ['Oil Cap Cover', 'Engine Bay', 2],
  ['Coolant Reservoir Cap', 'Engine Bay', 1],
  ['Dash Camera Mount', 'Electronics', 3],
  ['USB Charger Bezel', 'Electronics', 2],
  ['Interior Light Lens', 'Lighting', 2],
  ['Tail Light Gasket', 'Lighting', 1],
  ['Wheel Chock', 'Tools & Garage', 1],
  ['Socket Organizer', 'Tools & Garage', 2],
  ['Jack Pad Adapter', 'Tools & Garage', 2],
  ['Cable Clip', 'Engine Bay', 2],
  ['Shifter Boot Ring', 'Interior', 2],
  ['Steering Wheel Spacer', 'Interior', 1],
  ['Armrest Organizer', 'Storage & Organization', 2],
  ['Seat Rail Cover', 'Interior', 1],
  ['Side Skirt Clip', 'Exterior', 1],
];

export const ADJECTIVES = [
  'Ergonomic',
  'Weighted',
  'Slim',
  'Heavy-Duty',
  'OEM-Style',
  'Low-Profile',
  'Magnetic',
  'Billet-Look',
  'Knurled',
  'Vented',
  'Replacement',
  'Reinforced',
  'Compact',
  'Snap-Fit',
  'Racing',
  'Aero',
  'Modular',
  'Carbon-Look',
  'Retro',
  'Short-Throw',
  'Minimalist',
  'Tool-Free',
];

const TAGS_BY_CATEGORY: Record<Category, string[]> = {
  Interior: ['interior', 'cabin', 'dashboard', 'console', 'comfort', 'trim'],
  Exterior: ['exterior', 'body', 'aero', 'styling', 'bumper'],
  'Engine Bay': ['engine', 'engine bay', 'under hood', 'dress up', 'maintenance'],
  Electronics: ['electronics', 'gadget', 'mount', 'charging', 'wiring'],
  Lighting: ['lighting', 'lights', 'led', 'lamp'],
  'Storage & Organization': ['storage', 'organizer', 'tray', 'holder'],
  'Tools & Garage': ['tools', 'garage', 'workshop', 'diy'],
  Performance: ['performance', 'track', 'intake', 'gauges'],
};
const COMMON_TAGS = [
  'petg',
  'asa',
  'pla',
  'tpu',
  'replacement',
  'daily',
  'jdm',
  'euro',
  'muscle',
  'offroad',
  'gift',
  'easy print',
];

const FIRST_NAMES = [
  'Maya',
  'Leo',
  'Ava',
  'Noah',
  'Zoe',
  'Eli',
  'Ines',
  'Kai',
  'Sara',
  'Tom',
  'Nia',
  'Omar',
  'Lena',
  'Ravi',
  'Mia',
  'Jon',
];
const LAST_NAMES = [
  'Lin',
  'Garcia',
  'Okafor',
  'Schmidt',
  'Tanaka',
  'Rossi',
  'Novak',
  'Silva',
  'Kim',
  'Brown',
  'Haddad',
  'Moreau',
];

const SHORT = [
  (p: string, v: string) => `Drop-in ${p.toLowerCase()} for the ${v}. Prints without supports.`,
  (p: string, v: string) =>
    `A sturdier ${p.toLowerCase()} that fits the ${v}; tested over a summer of daily driving.`,
  (p: string, v: string) => `Replaces the brittle factory ${p.toLowerCase()} on the ${v}.`,
  (p: string, v: string) => `Clean ${p.toLowerCase()} design for the ${v}, print in PETG or ASA.`,
  (p: string, v: string) => `Simple bolt-on ${p.toLowerCase()} for the ${v}. No drilling needed.`,
];
const INTROS = [
  (p: string, v: string) =>
    `A sturdier take on the factory ${p.toLowerCase()} for the **${v}**. It uses the stock mounting points, so the install looks like it came that way.`,
  (p: string, v: string) =>
    `The original ${p.toLowerCase()} on the **${v}** cracks after a few summers; this one is thicker where it matters and prints in one piece.`,
  (p: string, v: string) =>
    `Designed from measurements of a real **${v}** and test-fitted over several iterations. Clips in without tools and comes out the same way.`,
  (p: string, v: string) =>
    `A clean, low-profile ${p.toLowerCase()} for the **${v}** that keeps the factory look. Includes the STEP file so you can adjust it.`,
];
const PRINT_NOTES = [
  'Print flat on the back face; no supports needed',
  'Supports only under the mounting tab',
  '0.2 mm layers are fine; 0.12 mm if you want crisp text',
  'Iron the top surface if your slicer supports it',
  'Test-fit a 10-layer slice first: tolerances vary between printers',
  'Orient the clips along the X axis for strength',
];
const HARDWARE = [
  '2× M4×8 button-head screws',
  'M3 heat-set inserts (4)',
  'A strip of 3M VHB tape',
  'The factory clips, reused',
  '2× 6×2 mm neodymium magnets',
];
const NOTES = [
  'Sand lightly and finish with a satin clear coat for an OEM look.',
  'Left- and right-hand versions are both included.',
  'ASA holds up best in direct sun; PETG is fine inside the cabin.',
  'Let me know in the comments if your car has a different revision.',
];

/** Two years of listings, ending on a fixed day so the data is the same on every run. */
export const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
const DAY_MS = 86_400_000;

/** Log-uniform-ish count: most are small, a few are large. */
function skewed(random: Random, max: number): number {
  return Math.floor(Math.exp(random() ** 1.6 * Math.log(max + 1))) - 1;
}

/**
 * The listings one at a time (the caller indexes them in batches and need not hold them all).
 * Their vehicles are vehicles(seed)'s.
 */
export function* generateListings(count: number, seed = 1): Generator<ListingDto> {
  const random = prng(seed);
  const fleet = vehicles(seed);
  const vehicleWeights = fleet.map((v) => [v, v.makeWeight] as const);
  const categories = new Map(CATEGORIES.map((name) => [name, uuidFrom(random)]));
  const sellers = Array.from({ length: 2_000 }, () => ({
    id: uuidFrom(random),
    firstName: pick(random, FIRST_NAMES),
    lastName: pick(random, LAST_NAMES),
    displayName:
      random() < 0.3
        ? `${pick(random, ['garage', 'print', 'boost', 'apex'])}_${Math.floor(random() * 1000)}`
        : null,
  }));
  const partWeights = PARTS.map((p) => [p, p[2]] as const);
  const seen = new Map<string, number>();

  for (let i = 0; i < count; i++) {
    const [noun, category] = weighted(random, partWeights);
    const adjective = pick(random, ADJECTIVES);
    const universal = random() < 0.1;
    const vehicle = universal ? null : weighted(random, vehicleWeights);
    // 40% of vehicle parts are for one trim; the rest fit every trim of the generation.
    const trim =
      vehicle && vehicle.trims.length > 0 && random() < 0.4 ? pick(random, vehicle.trims) : null;
    const vehicleName = vehicle
      ? `${vehicle.makeName} ${vehicle.modelName} ${trim ? trim.name : vehicle.generationName}`
      : 'any car';
    const style = random();
    const base = !vehicle
      ? `${adjective} ${noun}`
      : style < 0.5
        ? `${adjective} ${noun} for ${vehicle.makeName} ${vehicle.modelName} ${vehicle.generationName}`
        : style < 0.8
          ? `${vehicle.modelName} ${trim?.name ?? vehicle.generationName} ${noun}`
          : `${noun} – ${vehicle.makeName} ${vehicle.modelName}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const title = n === 1 ? base : `${base} v${n}`;

    const tags = new Set<string>([
      pick(random, TAGS_BY_CATEGORY[category]),
      pick(random, COMMON_TAGS),
    ]);
    if (random() < 0.5) tags.add(pick(random, TAGS_BY_CATEGORY[category]));
    if (vehicle && random() < 0.4) tags.add(vehicle.modelSlug);
    const short = pick(random, SHORT)(noun, vehicleName);
    // Sections like the demo catalog's: intro, fitment, print settings, hardware, notes.
    const material = pick(random, ['PETG', 'ASA', 'PLA+', 'ABS', 'PETG or ASA']);
    const sections: [string | null, string[] | string][] = [
      [null, pick(random, INTROS)(noun, vehicleName)],
      ...(vehicle
        ? [
            [
              'Fitment',
              [
                `${vehicle.makeName} ${vehicle.modelName} ${vehicle.generationName} (${vehicle.yearStart}–${vehicle.yearEnd ?? 'present'})`,
                trim ? `${trim.name} only` : 'Every trim of the generation',
                'Uses the factory mounting points',
              ],
            ] as [string, string[]],
          ]
        : []),
      [
        'Print settings',
        [
          `**Material:** ${material}`,
          `**Layer height:** ${pick(random, ['0.12', '0.16', '0.2', '0.28'])} mm`,
          `**Walls:** ${pick(random, [3, 4, 5])} perimeters`,
          pick(random, PRINT_NOTES),
          pick(random, PRINT_NOTES),
        ],
      ],
      ...(random() < 0.6
        ? [['Hardware', [pick(random, HARDWARE), pick(random, HARDWARE)]] as [string, string[]]]
        : []),
      ...(random() < 0.5 ? [['Notes', [pick(random, NOTES)]] as [string, string[]]] : []),
    ];
    const longMd = sections
      .map(([head, body]) =>
        head
          ? `### ${head}\n\n${(body as string[]).map((b) => `- ${b}`).join('\n')}`
          : (body as string),
      )
      .join('\n\n');
    const longHtml = sections
      .map(([head, body]) =>
        head
          ? `<h3>${head}</h3>\n<ul>\n${(body as string[]).map((b) => `<li>${b.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</li>`).join('\n')}\n</ul>`
          : `<p>${(body as string).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`,
      )
      .join('\n');

    const free = random() < 0.3;
    const priceCents = free
      ? 0
      : weighted(random, [
          [99, 2],
          [199, 3],
          [299, 4],
          [499, 5],
          [799, 3],
          [999, 3],
          [1499, 2],
          [1999, 1],
          [2999, 1],
          [4999, 0.5],
        ]);
    const downloads = skewed(random, free ? 40_000 : 8_000);
    const likes = Math.floor(downloads * (0.02 + random() * 0.15));
    const ratingCount = Math.floor(downloads * random() * 0.05);
    const ratingAvg = ratingCount === 0 ? 0 : Math.round((3 + random() * 2) * 10) / 10;
    const createdAt = new Date(ANCHOR - Math.floor(random() * 730 * DAY_MS)).toISOString();
    const seller = pick(random, sellers);
    const id = uuidFrom(random);
    const previews = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, k) => ({
      id: uuidFrom(random),
      storageUrl: `/media/previews/${id}/${k + 1}.webp`,
    }));
    const difficulty = weighted<PrintDifficulty>(random, [
      ['easy', 50],
      ['medium', 35],
      ['hard', 15],
    ]);

    yield {
      id,
      slug: `${slugOf(title)}-${id.slice(0, 6)}`,
      title,
      shortDescription: short,
      longDescriptionMd: longMd,
      longDescriptionHtml: longHtml,
      categoryId: categories.get(category)!,
      categoryName: category,
      tags: [...tags],
      priceCents,
      currency: 'USD',
      isFree: free,
      materials: [],
      mountLocation: null,
      printDifficulty: difficulty,
      supportsRequired: random() < 0.3,
      infillHintPercent: pick(random, [15, 20, 25, 30, 40]),
      allowPersonalUse: true,
      allowCommercialUse: random() < 0.2,
      sellerId: seller.id,
      seller,
      downloadCount: downloads,
      likeCount: likes,
      ratingAvg,
      averageRating: ratingAvg,
      ratingCount,
      totalEarnings: 0,
      isDraft: false,
      visibility: 'public',
      approvalStatus: 'approved',
      isUniversalFit: universal,
      vehicleFitment: vehicle
        ? {
            makeId: vehicle.makeId,
            modelId: vehicle.modelId,
            generationId: vehicle.generationId,
            trimId: trim?.id ?? null,
            makeName: vehicle.makeName,
            makeSlug: vehicle.makeSlug,
            modelName: vehicle.modelName,
            modelSlug: vehicle.modelSlug,
            generationName: vehicle.generationName,
            yearStart: vehicle.yearStart,
            yearEnd: vehicle.yearEnd,
            trimName: trim?.name ?? null,
          }
        : null,
      fileUrls: [],
      imageUrls: previews.map((p) => p.storageUrl),
      previews,
      likedByMe: false,
      createdAt,
      updatedAt: createdAt,
      version: 2,
    };
  }
}
