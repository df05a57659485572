// Real makes, models, generations (model years) and trims seeded into the catalog.
// yearEnd null = still in production ('Present').
export interface TrimSeed {
  name: string;
  bodyType: string;
  drivetrain: 'FWD' | 'RWD' | 'AWD' | '4WD';
  engine: string;
}
export interface GenerationSeed {
  name: string;
  yearStart: number;
  yearEnd: number | null;
  trims: TrimSeed[];
}
export interface ModelSeed {
  name: string;
  generations: GenerationSeed[];
}
export interface MakeSeed {
  name: string;
  models: ModelSeed[];
}
export interface CategorySeed {
  name: string;
  description: string;
}

export const TAXONOMY: readonly MakeSeed[] = [
  {
    name: 'Volkswagen',
    models: [
      {
        name: 'Golf',
        generations: [
          {
            name: 'Mk6',
            yearStart: 2009,
            yearEnd: 2013,
            trims: [
              { name: '2.5L', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.5L I5' },
              {
                name: 'TDI',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '2.0L Turbo Diesel I4',
              },
              { name: 'GTI', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'Golf R', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.0L Turbo I4' },
              {
                name: 'Cabriolet',
                bodyType: 'Convertible',
                drivetrain: 'FWD',
                engine: '1.4L Turbo I4',
              },
            ],
          },
          {
            name: 'Mk7',
            yearStart: 2013,
            yearEnd: 2020,
            trims: [
              { name: 'S', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.8L Turbo I4' },
              { name: 'SE', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.8L Turbo I4' },
              { name: 'SEL', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.8L Turbo I4' },
              { name: 'GTI', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'Golf R', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.0L Turbo I4' },
              { name: 'Alltrack', bodyType: 'Wagon', drivetrain: 'AWD', engine: '1.8L Turbo I4' },
              { name: 'e-Golf', bodyType: 'Hatchback', drivetrain: 'FWD', engine: 'Electric' },
            ],
          },
          {
            name: 'Mk8',
            yearStart: 2020,
            yearEnd: null,
            trims: [
              { name: 'Life', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'GTI', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              {
                name: 'GTD',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '2.0L Turbo Diesel I4',
              },
              {
                name: 'GTE',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.4L Turbo I4 PHEV',
              },
              { name: 'Golf R', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.0L Turbo I4' },
              { name: 'Estate', bodyType: 'Wagon', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
            ],
          },
        ],
      },
      {
        name: 'Jetta',
        generations: [
          {
            name: 'Mk5',
            yearStart: 2005,
            yearEnd: 2010,
            trims: [
              { name: 'S', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I5' },
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I5' },
              { name: 'SEL', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I5' },
              { name: 'TDI', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L Turbo Diesel I4' },
              { name: 'GLI', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'SportWagen', bodyType: 'Wagon', drivetrain: 'FWD', engine: '2.5L I5' },
            ],
          },
          {
            name: 'Mk6',
            yearStart: 2011,
            yearEnd: 2018,
            trims: [
              { name: 'S', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I5' },
              { name: 'SEL', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I5' },
              { name: 'TDI', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L Turbo Diesel I4' },
              { name: 'GLI', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              {
                name: 'Hybrid',
                bodyType: 'Sedan',
                drivetrain: 'FWD',
                engine: '1.4L Turbo I4 Hybrid',
              },
            ],
          },
          {
            name: 'Mk7',
            yearStart: 2019,
            yearEnd: null,
            trims: [
              { name: 'S', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'Sport', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'SEL', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'GLI', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
            ],
          },
        ],
      },
      {
        name: 'Polo',
        generations: [
          {
            name: 'Mk5',
            yearStart: 2009,
            yearEnd: 2017,
            trims: [
              { name: 'S', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.2L I3' },
              { name: 'SE', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.2L Turbo I4' },
              {
                name: 'BlueMotion',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.2L Turbo Diesel I3',
              },
              {
                name: 'GTI',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.4L Twincharged I4',
              },
              { name: 'R WRC', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
            ],
          },
          {
            name: 'Mk6',
            yearStart: 2017,
            yearEnd: null,
            trims: [
              { name: 'Life', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.0L I3' },
              { name: 'Style', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.0L Turbo I3' },
              { name: 'R-Line', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.0L Turbo I3' },
              { name: 'GTI', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
            ],
          },
        ],
      },
      {
        name: 'Tiguan',
        generations: [
          {
            name: 'Mk1',
            yearStart: 2009,
            yearEnd: 2017,
            trims: [
              { name: 'S', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'SE', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'SEL', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.0L Turbo I4' },
              { name: 'R-Line', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.0L Turbo I4' },
            ],
          },
          {
            name: 'Mk2',
            yearStart: 2018,
            yearEnd: 2024,
            trims: [
              { name: 'S', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'SE', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              {
                name: 'SE R-Line Black',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '2.0L Turbo I4',
              },
              { name: 'SEL', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.0L Turbo I4' },
              { name: 'SEL R-Line', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.0L Turbo I4' },
            ],
          },
          {
            name: 'Mk3',
            yearStart: 2025,
            yearEnd: null,
            trims: [
              { name: 'S', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'SE', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              {
                name: 'SE R-Line Black',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '2.0L Turbo I4',
              },
              {
                name: 'SEL R-Line Turbo',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '2.0L Turbo I4',
              },
            ],
          },
        ],
      },
      {
        name: 'Beetle',
        generations: [
          {
            name: 'A4',
            yearStart: 1998,
            yearEnd: 2010,
            trims: [
              { name: 'GL', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
              {
                name: 'GLS 1.8T',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.8L Turbo I4',
              },
              {
                name: 'TDI',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.9L Turbo Diesel I4',
              },
              {
                name: 'Turbo S',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.8L Turbo I4',
              },
              {
                name: 'Convertible',
                bodyType: 'Convertible',
                drivetrain: 'FWD',
                engine: '2.5L I5',
              },
            ],
          },
          {
            name: 'A5',
            yearStart: 2012,
            yearEnd: 2019,
            trims: [
              { name: '2.5L', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.5L I5' },
              { name: 'Turbo', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              {
                name: 'TDI',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '2.0L Turbo Diesel I4',
              },
              { name: 'R-Line', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              {
                name: 'Convertible',
                bodyType: 'Convertible',
                drivetrain: 'FWD',
                engine: '1.8L Turbo I4',
              },
              {
                name: 'Final Edition',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '2.0L Turbo I4',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Ford',
    models: [
      {
        name: 'Mustang',
        generations: [
          {
            name: 'S197',
            yearStart: 2005,
            yearEnd: 2014,
            trims: [
              { name: 'V6', bodyType: 'Coupe', drivetrain: 'RWD', engine: '4.0L V6' },
              { name: 'GT', bodyType: 'Coupe', drivetrain: 'RWD', engine: '4.6L V8' },
              {
                name: 'GT Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '4.6L V8',
              },
              { name: 'Bullitt', bodyType: 'Coupe', drivetrain: 'RWD', engine: '4.6L V8' },
              { name: 'Boss 302', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.0L V8' },
              {
                name: 'Shelby GT500',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '5.4L Supercharged V8',
              },
            ],
          },
          {
            name: 'S550',
            yearStart: 2015,
            yearEnd: 2023,
            trims: [
              { name: 'V6', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.7L V6' },
              { name: 'EcoBoost', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.3L Turbo I4' },
              { name: 'GT', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.0L V8' },
              {
                name: 'GT Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '5.0L V8',
              },
              { name: 'Mach 1', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.0L V8' },
              { name: 'Shelby GT350', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.2L V8' },
              {
                name: 'Shelby GT500',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '5.2L Supercharged V8',
              },
            ],
          },
          {
            name: 'S650',
            yearStart: 2024,
            yearEnd: null,
            trims: [
              { name: 'EcoBoost', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.3L Turbo I4' },
              {
                name: 'EcoBoost Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '2.3L Turbo I4',
              },
              { name: 'GT', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.0L V8' },
              {
                name: 'GT Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '5.0L V8',
              },
              { name: 'Dark Horse', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.0L V8' },
              { name: 'GTD', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.2L Supercharged V8' },
            ],
          },
        ],
      },
      {
        name: 'F-150',
        generations: [
          {
            name: '12th Gen',
            yearStart: 2009,
            yearEnd: 2014,
            trims: [
              { name: 'XL', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.7L V6' },
              { name: 'XLT', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.0L V8' },
              { name: 'FX4', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.5L Twin-Turbo V6' },
              { name: 'Lariat', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.0L V8' },
              { name: 'King Ranch', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.0L V8' },
              {
                name: 'Platinum',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '3.5L Twin-Turbo V6',
              },
              { name: 'SVT Raptor', bodyType: 'Pickup', drivetrain: '4WD', engine: '6.2L V8' },
            ],
          },
          {
            name: '13th Gen',
            yearStart: 2015,
            yearEnd: 2020,
            trims: [
              { name: 'XL', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.3L V6' },
              { name: 'XLT', bodyType: 'Pickup', drivetrain: '4WD', engine: '2.7L Twin-Turbo V6' },
              { name: 'Lariat', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.0L V8' },
              {
                name: 'King Ranch',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '3.5L Twin-Turbo V6',
              },
              {
                name: 'Platinum',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '3.5L Twin-Turbo V6',
              },
              {
                name: 'Limited',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '3.5L Twin-Turbo V6',
              },
              {
                name: 'Raptor',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '3.5L Twin-Turbo V6',
              },
            ],
          },
          {
            name: '14th Gen',
            yearStart: 2021,
            yearEnd: null,
            trims: [
              { name: 'XL', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.3L V6' },
              { name: 'XLT', bodyType: 'Pickup', drivetrain: '4WD', engine: '2.7L Twin-Turbo V6' },
              { name: 'Lariat', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.0L V8' },
              {
                name: 'Tremor',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '3.5L Twin-Turbo V6',
              },
              {
                name: 'Platinum',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '3.5L Twin-Turbo V6',
              },
              {
                name: 'Raptor',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '3.5L Twin-Turbo V6',
              },
              {
                name: 'Raptor R',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '5.2L Supercharged V8',
              },
            ],
          },
        ],
      },
      {
        name: 'Focus',
        generations: [
          {
            name: 'Mk2',
            yearStart: 2004,
            yearEnd: 2010,
            trims: [
              { name: 'Zetec', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.6L I4' },
              { name: 'Titanium', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
              {
                name: 'Coupe-Cabriolet',
                bodyType: 'Convertible',
                drivetrain: 'FWD',
                engine: '2.0L I4',
              },
              { name: 'ST', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.5L Turbo I5' },
              { name: 'RS', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.5L Turbo I5' },
              { name: 'RS500', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.5L Turbo I5' },
            ],
          },
          {
            name: 'Mk3',
            yearStart: 2011,
            yearEnd: 2018,
            trims: [
              { name: 'S', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'SE', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Titanium', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Electric', bodyType: 'Hatchback', drivetrain: 'FWD', engine: 'Electric' },
              { name: 'ST', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'RS', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.3L Turbo I4' },
            ],
          },
          {
            name: 'Mk4',
            yearStart: 2018,
            yearEnd: 2025,
            trims: [
              {
                name: 'Titanium',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.0L Turbo I3',
              },
              {
                name: 'ST-Line',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.0L Turbo I3',
              },
              { name: 'Active', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.0L Turbo I3' },
              { name: 'ST', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.3L Turbo I4' },
              { name: 'ST Estate', bodyType: 'Wagon', drivetrain: 'FWD', engine: '2.3L Turbo I4' },
            ],
          },
        ],
      },
      {
        name: 'Fiesta',
        generations: [
          {
            name: 'Mk6',
            yearStart: 2002,
            yearEnd: 2008,
            trims: [
              { name: 'Style', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.25L I4' },
              { name: 'Zetec', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.4L I4' },
              { name: 'Ghia', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.4L I4' },
              { name: 'Zetec S', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.6L I4' },
              { name: 'ST', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
            ],
          },
          {
            name: 'Mk7',
            yearStart: 2008,
            yearEnd: 2017,
            trims: [
              { name: 'S', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.6L I4' },
              { name: 'SE', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.6L I4' },
              { name: 'Titanium', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.6L I4' },
              {
                name: 'Zetec S',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.0L Turbo I3',
              },
              { name: 'ST', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.6L Turbo I4' },
              { name: 'ST200', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.6L Turbo I4' },
            ],
          },
          {
            name: 'Mk8',
            yearStart: 2017,
            yearEnd: 2023,
            trims: [
              { name: 'Trend', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.1L I3' },
              {
                name: 'Titanium',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.0L Turbo I3',
              },
              {
                name: 'ST-Line',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.0L Turbo I3',
              },
              { name: 'Active', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.0L Turbo I3' },
              { name: 'ST', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.5L Turbo I3' },
            ],
          },
        ],
      },
      {
        name: 'Bronco',
        generations: [
          {
            name: '1st Gen',
            yearStart: 1966,
            yearEnd: 1977,
            trims: [
              { name: 'Roadster', bodyType: 'Roadster', drivetrain: '4WD', engine: '2.8L I6' },
              { name: 'Sports Utility', bodyType: 'Pickup', drivetrain: '4WD', engine: '2.8L I6' },
              { name: 'Wagon', bodyType: 'SUV', drivetrain: '4WD', engine: '4.7L V8' },
              { name: 'Sport', bodyType: 'SUV', drivetrain: '4WD', engine: '5.0L V8' },
              { name: 'Ranger', bodyType: 'SUV', drivetrain: '4WD', engine: '5.0L V8' },
            ],
          },
          {
            name: '5th Gen',
            yearStart: 1992,
            yearEnd: 1996,
            trims: [
              { name: 'Custom', bodyType: 'SUV', drivetrain: '4WD', engine: '4.9L I6' },
              { name: 'XL', bodyType: 'SUV', drivetrain: '4WD', engine: '4.9L I6' },
              { name: 'XLT', bodyType: 'SUV', drivetrain: '4WD', engine: '5.0L V8' },
              { name: 'XLT Sport', bodyType: 'SUV', drivetrain: '4WD', engine: '5.0L V8' },
              { name: 'Eddie Bauer', bodyType: 'SUV', drivetrain: '4WD', engine: '5.8L V8' },
            ],
          },
          {
            name: '6th Gen',
            yearStart: 2021,
            yearEnd: null,
            trims: [
              { name: 'Base', bodyType: 'SUV', drivetrain: '4WD', engine: '2.3L Turbo I4' },
              { name: 'Big Bend', bodyType: 'SUV', drivetrain: '4WD', engine: '2.3L Turbo I4' },
              {
                name: 'Black Diamond',
                bodyType: 'SUV',
                drivetrain: '4WD',
                engine: '2.3L Turbo I4',
              },
              { name: 'Outer Banks', bodyType: 'SUV', drivetrain: '4WD', engine: '2.3L Turbo I4' },
              {
                name: 'Badlands',
                bodyType: 'SUV',
                drivetrain: '4WD',
                engine: '2.7L Twin-Turbo V6',
              },
              {
                name: 'Wildtrak',
                bodyType: 'SUV',
                drivetrain: '4WD',
                engine: '2.7L Twin-Turbo V6',
              },
              { name: 'Raptor', bodyType: 'SUV', drivetrain: '4WD', engine: '3.0L Twin-Turbo V6' },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Honda',
    models: [
      {
        name: 'Civic',
        generations: [
          {
            name: '8th Gen',
            yearStart: 2006,
            yearEnd: 2011,
            trims: [
              { name: 'DX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'LX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'EX', bodyType: 'Coupe', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'Si Coupe', bodyType: 'Coupe', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Si Sedan', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Hybrid', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.3L I4 Hybrid' },
              { name: 'Type R', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
            ],
          },
          {
            name: '9th Gen',
            yearStart: 2012,
            yearEnd: 2015,
            trims: [
              { name: 'LX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'EX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'EX-L', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'Si Coupe', bodyType: 'Coupe', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'Si Sedan', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'Hybrid', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L I4 Hybrid' },
            ],
          },
          {
            name: '10th Gen',
            yearStart: 2016,
            yearEnd: 2021,
            trims: [
              { name: 'LX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'EX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'Sport', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'Touring', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'Si Coupe', bodyType: 'Coupe', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'Si Sedan', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'Type R', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
            ],
          },
          {
            name: '11th Gen',
            yearStart: 2022,
            yearEnd: null,
            trims: [
              { name: 'LX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Sport', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'EX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              {
                name: 'Sport Hybrid',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '2.0L I4 Hybrid',
              },
              { name: 'Si', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'Type R', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
            ],
          },
        ],
      },
      {
        name: 'Accord',
        generations: [
          {
            name: '9th Gen',
            yearStart: 2013,
            yearEnd: 2017,
            trims: [
              { name: 'LX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'Sport', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'EX-L', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'EX-L V6', bodyType: 'Sedan', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'Touring', bodyType: 'Sedan', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'EX-L V6 Coupe', bodyType: 'Coupe', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'Hybrid', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4 Hybrid' },
            ],
          },
          {
            name: '10th Gen',
            yearStart: 2018,
            yearEnd: 2022,
            trims: [
              { name: 'LX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'Sport', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'Sport 2.0T', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'EX-L', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              {
                name: 'Touring 2.0T',
                bodyType: 'Sedan',
                drivetrain: 'FWD',
                engine: '2.0L Turbo I4',
              },
              { name: 'Hybrid', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4 Hybrid' },
            ],
          },
          {
            name: '11th Gen',
            yearStart: 2023,
            yearEnd: null,
            trims: [
              { name: 'LX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'EX', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              {
                name: 'Sport Hybrid',
                bodyType: 'Sedan',
                drivetrain: 'FWD',
                engine: '2.0L I4 Hybrid',
              },
              {
                name: 'Sport-L Hybrid',
                bodyType: 'Sedan',
                drivetrain: 'FWD',
                engine: '2.0L I4 Hybrid',
              },
              {
                name: 'Touring Hybrid',
                bodyType: 'Sedan',
                drivetrain: 'FWD',
                engine: '2.0L I4 Hybrid',
              },
            ],
          },
        ],
      },
      {
        name: 'CR-V',
        generations: [
          {
            name: '4th Gen',
            yearStart: 2012,
            yearEnd: 2016,
            trims: [
              { name: 'LX', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'EX', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.4L I4' },
              { name: 'EX-L', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.4L I4' },
              { name: 'Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.4L I4' },
            ],
          },
          {
            name: '5th Gen',
            yearStart: 2017,
            yearEnd: 2022,
            trims: [
              { name: 'LX', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'EX', bodyType: 'SUV', drivetrain: 'AWD', engine: '1.5L Turbo I4' },
              { name: 'EX-L', bodyType: 'SUV', drivetrain: 'AWD', engine: '1.5L Turbo I4' },
              { name: 'Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '1.5L Turbo I4' },
              { name: 'Hybrid EX', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.0L I4 Hybrid' },
            ],
          },
          {
            name: '6th Gen',
            yearStart: 2023,
            yearEnd: null,
            trims: [
              { name: 'LX', bodyType: 'SUV', drivetrain: 'FWD', engine: '1.5L Turbo I4' },
              { name: 'EX', bodyType: 'SUV', drivetrain: 'AWD', engine: '1.5L Turbo I4' },
              { name: 'EX-L', bodyType: 'SUV', drivetrain: 'AWD', engine: '1.5L Turbo I4' },
              {
                name: 'Sport Hybrid',
                bodyType: 'SUV',
                drivetrain: 'FWD',
                engine: '2.0L I4 Hybrid',
              },
              {
                name: 'Sport-L Hybrid',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '2.0L I4 Hybrid',
              },
              {
                name: 'Sport Touring Hybrid',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '2.0L I4 Hybrid',
              },
            ],
          },
        ],
      },
      {
        name: 'Fit',
        generations: [
          {
            name: 'GE',
            yearStart: 2009,
            yearEnd: 2013,
            trims: [
              { name: 'Base', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.5L I4' },
              { name: 'Sport', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.5L I4' },
              { name: 'EV', bodyType: 'Hatchback', drivetrain: 'FWD', engine: 'Electric' },
            ],
          },
          {
            name: 'GK',
            yearStart: 2015,
            yearEnd: 2020,
            trims: [
              { name: 'LX', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.5L I4' },
              { name: 'Sport', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.5L I4' },
              { name: 'EX', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.5L I4' },
              { name: 'EX-L', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.5L I4' },
            ],
          },
        ],
      },
      {
        name: 'Pilot',
        generations: [
          {
            name: '3rd Gen',
            yearStart: 2016,
            yearEnd: 2022,
            trims: [
              { name: 'LX', bodyType: 'SUV', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'EX', bodyType: 'SUV', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'EX-L', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.5L V6' },
              { name: 'Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.5L V6' },
              { name: 'Elite', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.5L V6' },
              { name: 'Black Edition', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.5L V6' },
            ],
          },
          {
            name: '4th Gen',
            yearStart: 2023,
            yearEnd: null,
            trims: [
              { name: 'Sport', bodyType: 'SUV', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'EX-L', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.5L V6' },
              { name: 'TrailSport', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.5L V6' },
              { name: 'Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.5L V6' },
              { name: 'Elite', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.5L V6' },
              { name: 'Black Edition', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.5L V6' },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Subaru',
    models: [
      {
        name: 'WRX',
        generations: [
          {
            name: 'GD',
            yearStart: 2002,
            yearEnd: 2007,
            trims: [
              { name: 'WRX', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.0L Turbo H4' },
              { name: 'WRX Wagon', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.0L Turbo H4' },
              { name: 'WRX TR', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.5L Turbo H4' },
              { name: 'WRX STI', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.5L Turbo H4' },
            ],
          },
          {
            name: 'GR/GV',
            yearStart: 2008,
            yearEnd: 2014,
            trims: [
              { name: 'WRX Sedan', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.5L Turbo H4' },
              {
                name: 'WRX Hatchback',
                bodyType: 'Hatchback',
                drivetrain: 'AWD',
                engine: '2.5L Turbo H4',
              },
              {
                name: 'WRX Limited',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '2.5L Turbo H4',
              },
              {
                name: 'WRX STI Hatchback',
                bodyType: 'Hatchback',
                drivetrain: 'AWD',
                engine: '2.5L Turbo H4',
              },
              {
                name: 'WRX STI Sedan',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '2.5L Turbo H4',
              },
            ],
          },
          {
            name: 'VA',
            yearStart: 2015,
            yearEnd: 2021,
            trims: [
              { name: 'Base', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.0L Turbo H4' },
              { name: 'Premium', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.0L Turbo H4' },
              { name: 'Limited', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.0L Turbo H4' },
              { name: 'STI', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.5L Turbo H4' },
              {
                name: 'STI Limited',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '2.5L Turbo H4',
              },
              { name: 'STI S209', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.5L Turbo H4' },
            ],
          },
          {
            name: 'VB',
            yearStart: 2022,
            yearEnd: null,
            trims: [
              { name: 'Base', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
              { name: 'Premium', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
              { name: 'Limited', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
              { name: 'GT', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
              { name: 'tS', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
            ],
          },
        ],
      },
      {
        name: 'Impreza',
        generations: [
          {
            name: 'GJ/GP',
            yearStart: 2012,
            yearEnd: 2016,
            trims: [
              { name: '2.0i', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.0L H4' },
              { name: '2.0i Premium', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.0L H4' },
              {
                name: '2.0i Sport Premium',
                bodyType: 'Hatchback',
                drivetrain: 'AWD',
                engine: '2.0L H4',
              },
              { name: '2.0i Limited', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.0L H4' },
            ],
          },
          {
            name: 'GK/GT',
            yearStart: 2017,
            yearEnd: 2023,
            trims: [
              { name: 'Base', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.0L H4' },
              { name: 'Premium', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.0L H4' },
              { name: 'Sport', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.0L H4' },
              { name: 'Limited', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.0L H4' },
            ],
          },
          {
            name: 'GU',
            yearStart: 2024,
            yearEnd: null,
            trims: [
              { name: 'Base', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.0L H4' },
              { name: 'Sport', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.0L H4' },
              { name: 'RS', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.5L H4' },
            ],
          },
        ],
      },
      {
        name: 'Outback',
        generations: [
          {
            name: '5th Gen',
            yearStart: 2015,
            yearEnd: 2019,
            trims: [
              { name: '2.5i', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: '2.5i Premium', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: '2.5i Limited', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: '2.5i Touring', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: '3.6R Limited', bodyType: 'Wagon', drivetrain: 'AWD', engine: '3.6L H6' },
            ],
          },
          {
            name: '6th Gen',
            yearStart: 2020,
            yearEnd: 2025,
            trims: [
              { name: 'Base', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Premium', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Limited', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.5L H4' },
              {
                name: 'Onyx Edition XT',
                bodyType: 'Wagon',
                drivetrain: 'AWD',
                engine: '2.4L Turbo H4',
              },
              { name: 'Limited XT', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
              { name: 'Touring XT', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
              { name: 'Wilderness', bodyType: 'Wagon', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
            ],
          },
          {
            name: '7th Gen',
            yearStart: 2026,
            yearEnd: null,
            trims: [
              { name: 'Premium', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Limited', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Limited XT', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
              { name: 'Touring XT', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
              { name: 'Wilderness', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.4L Turbo H4' },
            ],
          },
        ],
      },
      {
        name: 'Forester',
        generations: [
          {
            name: 'SJ',
            yearStart: 2014,
            yearEnd: 2018,
            trims: [
              { name: '2.5i', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: '2.5i Premium', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: '2.5i Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              {
                name: '2.0XT Premium',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '2.0L Turbo H4',
              },
              {
                name: '2.0XT Touring',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '2.0L Turbo H4',
              },
            ],
          },
          {
            name: 'SK',
            yearStart: 2019,
            yearEnd: 2024,
            trims: [
              { name: 'Base', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Premium', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Sport', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Limited', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Wilderness', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
            ],
          },
          {
            name: 'SL',
            yearStart: 2025,
            yearEnd: null,
            trims: [
              { name: 'Base', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Premium', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Sport', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Limited', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
              { name: 'Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L H4' },
            ],
          },
        ],
      },
      {
        name: 'BRZ',
        generations: [
          {
            name: 'ZC6',
            yearStart: 2013,
            yearEnd: 2020,
            trims: [
              { name: 'Premium', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.0L H4' },
              { name: 'Limited', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.0L H4' },
              { name: 'tS', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.0L H4' },
            ],
          },
          {
            name: 'ZD8',
            yearStart: 2022,
            yearEnd: null,
            trims: [
              { name: 'Premium', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.4L H4' },
              { name: 'Limited', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.4L H4' },
              { name: 'tS', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.4L H4' },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Toyota',
    models: [
      {
        name: 'Corolla',
        generations: [
          {
            name: 'E140',
            yearStart: 2009,
            yearEnd: 2013,
            trims: [
              { name: 'Base', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'LE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'S', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'XLE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'XRS', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
            ],
          },
          {
            name: 'E170',
            yearStart: 2014,
            yearEnd: 2019,
            trims: [
              { name: 'L', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'LE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'LE Eco', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'S', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'XSE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
            ],
          },
          {
            name: 'E210',
            yearStart: 2019,
            yearEnd: null,
            trims: [
              { name: 'LE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'XSE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'SE Hatchback', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Hybrid LE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4 Hybrid' },
              {
                name: 'GR Corolla',
                bodyType: 'Hatchback',
                drivetrain: 'AWD',
                engine: '1.6L Turbo I3',
              },
            ],
          },
        ],
      },
      {
        name: 'Camry',
        generations: [
          {
            name: 'XV50',
            yearStart: 2012,
            yearEnd: 2017,
            trims: [
              { name: 'L', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'LE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'XLE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'XLE V6', bodyType: 'Sedan', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'Hybrid LE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4 Hybrid' },
            ],
          },
          {
            name: 'XV70',
            yearStart: 2018,
            yearEnd: 2024,
            trims: [
              { name: 'LE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'XSE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'XLE V6', bodyType: 'Sedan', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'XSE V6', bodyType: 'Sedan', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'TRD', bodyType: 'Sedan', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'Hybrid SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4 Hybrid' },
            ],
          },
          {
            name: 'XV80',
            yearStart: 2025,
            yearEnd: null,
            trims: [
              { name: 'LE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4 Hybrid' },
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4 Hybrid' },
              { name: 'XLE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4 Hybrid' },
              { name: 'XSE', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.5L I4 Hybrid' },
            ],
          },
        ],
      },
      {
        name: 'Tacoma',
        generations: [
          {
            name: '2nd Gen',
            yearStart: 2005,
            yearEnd: 2015,
            trims: [
              { name: 'Base', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.7L I4' },
              { name: 'PreRunner', bodyType: 'Pickup', drivetrain: 'RWD', engine: '4.0L V6' },
              { name: 'X-Runner', bodyType: 'Pickup', drivetrain: 'RWD', engine: '4.0L V6' },
              { name: 'TRD Sport', bodyType: 'Pickup', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'TRD Off-Road', bodyType: 'Pickup', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'TRD Pro', bodyType: 'Pickup', drivetrain: '4WD', engine: '4.0L V6' },
            ],
          },
          {
            name: '3rd Gen',
            yearStart: 2016,
            yearEnd: 2023,
            trims: [
              { name: 'SR', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.7L I4' },
              { name: 'SR5', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.5L V6' },
              { name: 'TRD Sport', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.5L V6' },
              { name: 'TRD Off-Road', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.5L V6' },
              { name: 'Limited', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.5L V6' },
              { name: 'Trail Edition', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.5L V6' },
              { name: 'TRD Pro', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.5L V6' },
            ],
          },
          {
            name: '4th Gen',
            yearStart: 2024,
            yearEnd: null,
            trims: [
              { name: 'SR', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.4L Turbo I4' },
              { name: 'SR5', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.4L Turbo I4' },
              { name: 'TRD Sport', bodyType: 'Pickup', drivetrain: '4WD', engine: '2.4L Turbo I4' },
              {
                name: 'TRD Off-Road',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '2.4L Turbo I4',
              },
              { name: 'Limited', bodyType: 'Pickup', drivetrain: '4WD', engine: '2.4L Turbo I4' },
              {
                name: 'Trailhunter',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '2.4L Turbo I4 Hybrid',
              },
              {
                name: 'TRD Pro',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '2.4L Turbo I4 Hybrid',
              },
            ],
          },
        ],
      },
      {
        name: '4Runner',
        generations: [
          {
            name: '4th Gen',
            yearStart: 2003,
            yearEnd: 2009,
            trims: [
              { name: 'SR5', bodyType: 'SUV', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'Sport Edition', bodyType: 'SUV', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'Trail Edition', bodyType: 'SUV', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'Limited', bodyType: 'SUV', drivetrain: '4WD', engine: '4.7L V8' },
            ],
          },
          {
            name: '5th Gen',
            yearStart: 2010,
            yearEnd: 2024,
            trims: [
              { name: 'SR5', bodyType: 'SUV', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'Trail', bodyType: 'SUV', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'TRD Off-Road', bodyType: 'SUV', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'TRD Sport', bodyType: 'SUV', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'Limited', bodyType: 'SUV', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'TRD Pro', bodyType: 'SUV', drivetrain: '4WD', engine: '4.0L V6' },
            ],
          },
          {
            name: '6th Gen',
            yearStart: 2025,
            yearEnd: null,
            trims: [
              { name: 'SR5', bodyType: 'SUV', drivetrain: '4WD', engine: '2.4L Turbo I4' },
              { name: 'TRD Sport', bodyType: 'SUV', drivetrain: '4WD', engine: '2.4L Turbo I4' },
              { name: 'TRD Off-Road', bodyType: 'SUV', drivetrain: '4WD', engine: '2.4L Turbo I4' },
              { name: 'Limited', bodyType: 'SUV', drivetrain: '4WD', engine: '2.4L Turbo I4' },
              {
                name: 'Platinum',
                bodyType: 'SUV',
                drivetrain: '4WD',
                engine: '2.4L Turbo I4 Hybrid',
              },
              {
                name: 'Trailhunter',
                bodyType: 'SUV',
                drivetrain: '4WD',
                engine: '2.4L Turbo I4 Hybrid',
              },
              {
                name: 'TRD Pro',
                bodyType: 'SUV',
                drivetrain: '4WD',
                engine: '2.4L Turbo I4 Hybrid',
              },
            ],
          },
        ],
      },
      {
        name: 'Supra',
        generations: [
          {
            name: 'A70',
            yearStart: 1986,
            yearEnd: 1992,
            trims: [
              { name: 'Base', bodyType: 'Liftback', drivetrain: 'RWD', engine: '3.0L I6' },
              { name: 'Turbo', bodyType: 'Liftback', drivetrain: 'RWD', engine: '3.0L Turbo I6' },
              { name: 'Turbo A', bodyType: 'Liftback', drivetrain: 'RWD', engine: '3.0L Turbo I6' },
            ],
          },
          {
            name: 'A80',
            yearStart: 1993,
            yearEnd: 2002,
            trims: [
              { name: 'Base', bodyType: 'Liftback', drivetrain: 'RWD', engine: '3.0L I6' },
              {
                name: 'Turbo',
                bodyType: 'Liftback',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo I6',
              },
              { name: 'SZ-R', bodyType: 'Liftback', drivetrain: 'RWD', engine: '3.0L I6' },
              { name: 'RZ', bodyType: 'Liftback', drivetrain: 'RWD', engine: '3.0L Twin-Turbo I6' },
            ],
          },
          {
            name: 'A90',
            yearStart: 2020,
            yearEnd: null,
            trims: [
              { name: '2.0', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.0L Turbo I4' },
              { name: '3.0', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.0L Turbo I6' },
              {
                name: '3.0 Premium',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '3.0L Turbo I6',
              },
              {
                name: 'A91 Edition',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '3.0L Turbo I6',
              },
              {
                name: '45th Anniversary Edition',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '3.0L Turbo I6',
              },
            ],
          },
        ],
      },
      {
        name: 'GR86',
        generations: [
          {
            name: 'ZN6',
            yearStart: 2013,
            yearEnd: 2020,
            trims: [
              { name: 'Scion FR-S', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.0L H4' },
              { name: '86', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.0L H4' },
              { name: '86 GT', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.0L H4' },
              { name: 'GT86', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.0L H4' },
            ],
          },
          {
            name: 'ZN8',
            yearStart: 2022,
            yearEnd: null,
            trims: [
              { name: 'Base', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.4L H4' },
              { name: 'Premium', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.4L H4' },
              { name: 'Trueno Edition', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.4L H4' },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'BMW',
    models: [
      {
        name: '3 Series',
        generations: [
          {
            name: 'E46',
            yearStart: 1999,
            yearEnd: 2006,
            trims: [
              { name: '323i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.5L I6' },
              { name: '325i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.5L I6' },
              { name: '328i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.8L I6' },
              { name: '330i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '3.0L I6' },
              { name: '325xi', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.5L I6' },
              { name: '325Ci', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.5L I6' },
              {
                name: '330Ci Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '3.0L I6',
              },
            ],
          },
          {
            name: 'E90',
            yearStart: 2006,
            yearEnd: 2013,
            trims: [
              { name: '328i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '3.0L I6' },
              { name: '328i xDrive', bodyType: 'Sedan', drivetrain: 'AWD', engine: '3.0L I6' },
              { name: '335i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '3.0L Twin-Turbo I6' },
              {
                name: '335d',
                bodyType: 'Sedan',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo Diesel I6',
              },
              {
                name: '328i Sports Wagon',
                bodyType: 'Wagon',
                drivetrain: 'RWD',
                engine: '3.0L I6',
              },
              {
                name: '335i Coupe',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo I6',
              },
              {
                name: '335i Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo I6',
              },
            ],
          },
          {
            name: 'F30',
            yearStart: 2012,
            yearEnd: 2019,
            trims: [
              { name: '320i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.0L Turbo I4' },
              { name: '328i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.0L Turbo I4' },
              { name: '330i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.0L Turbo I4' },
              {
                name: '328d',
                bodyType: 'Sedan',
                drivetrain: 'RWD',
                engine: '2.0L Turbo Diesel I4',
              },
              { name: '335i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '3.0L Turbo I6' },
              {
                name: '340i xDrive',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '3.0L Turbo I6',
              },
              { name: '330e', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.0L Turbo I4 PHEV' },
            ],
          },
          {
            name: 'G20',
            yearStart: 2019,
            yearEnd: null,
            trims: [
              { name: '330i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.0L Turbo I4' },
              {
                name: '330i xDrive',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '2.0L Turbo I4',
              },
              {
                name: '320d',
                bodyType: 'Sedan',
                drivetrain: 'RWD',
                engine: '2.0L Turbo Diesel I4',
              },
              { name: '330e', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.0L Turbo I4 PHEV' },
              { name: 'M340i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '3.0L Turbo I6' },
              {
                name: 'M340i xDrive Touring',
                bodyType: 'Wagon',
                drivetrain: 'AWD',
                engine: '3.0L Turbo I6',
              },
            ],
          },
        ],
      },
      {
        name: 'M3',
        generations: [
          {
            name: 'E46',
            yearStart: 2001,
            yearEnd: 2006,
            trims: [
              { name: 'Coupe', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.2L I6' },
              {
                name: 'Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '3.2L I6',
              },
              { name: 'CSL', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.2L I6' },
              { name: 'CS', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.2L I6' },
            ],
          },
          {
            name: 'E9X',
            yearStart: 2008,
            yearEnd: 2013,
            trims: [
              { name: 'Sedan', bodyType: 'Sedan', drivetrain: 'RWD', engine: '4.0L V8' },
              { name: 'Coupe', bodyType: 'Coupe', drivetrain: 'RWD', engine: '4.0L V8' },
              {
                name: 'Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '4.0L V8',
              },
              { name: 'GTS', bodyType: 'Coupe', drivetrain: 'RWD', engine: '4.4L V8' },
              { name: 'CRT', bodyType: 'Sedan', drivetrain: 'RWD', engine: '4.0L V8' },
            ],
          },
          {
            name: 'F80',
            yearStart: 2014,
            yearEnd: 2018,
            trims: [
              { name: 'Base', bodyType: 'Sedan', drivetrain: 'RWD', engine: '3.0L Twin-Turbo I6' },
              {
                name: 'Competition',
                bodyType: 'Sedan',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo I6',
              },
              { name: 'CS', bodyType: 'Sedan', drivetrain: 'RWD', engine: '3.0L Twin-Turbo I6' },
            ],
          },
          {
            name: 'G80',
            yearStart: 2021,
            yearEnd: null,
            trims: [
              { name: 'Base', bodyType: 'Sedan', drivetrain: 'RWD', engine: '3.0L Twin-Turbo I6' },
              {
                name: 'Competition',
                bodyType: 'Sedan',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo I6',
              },
              {
                name: 'Competition xDrive',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '3.0L Twin-Turbo I6',
              },
              { name: 'CS', bodyType: 'Sedan', drivetrain: 'AWD', engine: '3.0L Twin-Turbo I6' },
              {
                name: 'Competition xDrive Touring',
                bodyType: 'Wagon',
                drivetrain: 'AWD',
                engine: '3.0L Twin-Turbo I6',
              },
            ],
          },
        ],
      },
      {
        name: '5 Series',
        generations: [
          {
            name: 'F10',
            yearStart: 2011,
            yearEnd: 2016,
            trims: [
              { name: '528i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.0L Turbo I4' },
              {
                name: '528i xDrive',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '2.0L Turbo I4',
              },
              { name: '535i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '3.0L Turbo I6' },
              {
                name: '535d',
                bodyType: 'Sedan',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo Diesel I6',
              },
              { name: '550i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '4.4L Twin-Turbo V8' },
              {
                name: 'ActiveHybrid 5',
                bodyType: 'Sedan',
                drivetrain: 'RWD',
                engine: '3.0L Turbo I6 Hybrid',
              },
            ],
          },
          {
            name: 'G30',
            yearStart: 2017,
            yearEnd: 2023,
            trims: [
              { name: '530i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.0L Turbo I4' },
              {
                name: '530i xDrive',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '2.0L Turbo I4',
              },
              {
                name: '520d',
                bodyType: 'Sedan',
                drivetrain: 'RWD',
                engine: '2.0L Turbo Diesel I4',
              },
              { name: '530e', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.0L Turbo I4 PHEV' },
              { name: '540i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '3.0L Turbo I6' },
              {
                name: 'M550i xDrive',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '4.4L Twin-Turbo V8',
              },
            ],
          },
          {
            name: 'G60',
            yearStart: 2024,
            yearEnd: null,
            trims: [
              { name: '530i', bodyType: 'Sedan', drivetrain: 'RWD', engine: '2.0L Turbo I4' },
              {
                name: '530i xDrive',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '2.0L Turbo I4',
              },
              {
                name: '540i xDrive',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '3.0L Turbo I6',
              },
              {
                name: '550e xDrive',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '3.0L Turbo I6 PHEV',
              },
              { name: 'i5 eDrive40', bodyType: 'Sedan', drivetrain: 'RWD', engine: 'Electric' },
              { name: 'i5 M60 xDrive', bodyType: 'Sedan', drivetrain: 'AWD', engine: 'Electric' },
            ],
          },
        ],
      },
      {
        name: 'X5',
        generations: [
          {
            name: 'E70',
            yearStart: 2007,
            yearEnd: 2013,
            trims: [
              { name: 'xDrive30i', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.0L I6' },
              { name: 'xDrive35i', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.0L Turbo I6' },
              {
                name: 'xDrive35d',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '3.0L Twin-Turbo Diesel I6',
              },
              { name: 'xDrive48i', bodyType: 'SUV', drivetrain: 'AWD', engine: '4.8L V8' },
              {
                name: 'xDrive50i',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '4.4L Twin-Turbo V8',
              },
              { name: 'X5 M', bodyType: 'SUV', drivetrain: 'AWD', engine: '4.4L Twin-Turbo V8' },
            ],
          },
          {
            name: 'F15',
            yearStart: 2014,
            yearEnd: 2018,
            trims: [
              { name: 'sDrive35i', bodyType: 'SUV', drivetrain: 'RWD', engine: '3.0L Turbo I6' },
              { name: 'xDrive35i', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.0L Turbo I6' },
              {
                name: 'xDrive35d',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '3.0L Turbo Diesel I6',
              },
              {
                name: 'xDrive40e',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '2.0L Turbo I4 PHEV',
              },
              {
                name: 'xDrive50i',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '4.4L Twin-Turbo V8',
              },
              { name: 'X5 M', bodyType: 'SUV', drivetrain: 'AWD', engine: '4.4L Twin-Turbo V8' },
            ],
          },
          {
            name: 'G05',
            yearStart: 2019,
            yearEnd: null,
            trims: [
              { name: 'sDrive40i', bodyType: 'SUV', drivetrain: 'RWD', engine: '3.0L Turbo I6' },
              { name: 'xDrive40i', bodyType: 'SUV', drivetrain: 'AWD', engine: '3.0L Turbo I6' },
              {
                name: 'xDrive45e',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '3.0L Turbo I6 PHEV',
              },
              {
                name: 'xDrive50e',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '3.0L Turbo I6 PHEV',
              },
              { name: 'M50i', bodyType: 'SUV', drivetrain: 'AWD', engine: '4.4L Twin-Turbo V8' },
              { name: 'M60i', bodyType: 'SUV', drivetrain: 'AWD', engine: '4.4L Twin-Turbo V8' },
              { name: 'X5 M', bodyType: 'SUV', drivetrain: 'AWD', engine: '4.4L Twin-Turbo V8' },
            ],
          },
        ],
      },
      {
        name: 'Z4',
        generations: [
          {
            name: 'E85/E86',
            yearStart: 2003,
            yearEnd: 2008,
            trims: [
              { name: '2.5i', bodyType: 'Roadster', drivetrain: 'RWD', engine: '2.5L I6' },
              { name: '3.0i', bodyType: 'Roadster', drivetrain: 'RWD', engine: '3.0L I6' },
              { name: '3.0si', bodyType: 'Roadster', drivetrain: 'RWD', engine: '3.0L I6' },
              { name: '3.0si Coupe', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.0L I6' },
              { name: 'M Roadster', bodyType: 'Roadster', drivetrain: 'RWD', engine: '3.2L I6' },
              { name: 'M Coupe', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.2L I6' },
            ],
          },
          {
            name: 'E89',
            yearStart: 2009,
            yearEnd: 2016,
            trims: [
              {
                name: 'sDrive28i',
                bodyType: 'Roadster',
                drivetrain: 'RWD',
                engine: '2.0L Turbo I4',
              },
              { name: 'sDrive30i', bodyType: 'Roadster', drivetrain: 'RWD', engine: '3.0L I6' },
              {
                name: 'sDrive35i',
                bodyType: 'Roadster',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo I6',
              },
              {
                name: 'sDrive35is',
                bodyType: 'Roadster',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo I6',
              },
            ],
          },
          {
            name: 'G29',
            yearStart: 2019,
            yearEnd: null,
            trims: [
              {
                name: 'sDrive20i',
                bodyType: 'Roadster',
                drivetrain: 'RWD',
                engine: '2.0L Turbo I4',
              },
              {
                name: 'sDrive30i',
                bodyType: 'Roadster',
                drivetrain: 'RWD',
                engine: '2.0L Turbo I4',
              },
              { name: 'M40i', bodyType: 'Roadster', drivetrain: 'RWD', engine: '3.0L Turbo I6' },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Mazda',
    models: [
      {
        name: 'MX-5 Miata',
        generations: [
          {
            name: 'NA',
            yearStart: 1990,
            yearEnd: 1997,
            trims: [
              { name: 'Base', bodyType: 'Roadster', drivetrain: 'RWD', engine: '1.6L I4' },
              {
                name: 'Special Edition',
                bodyType: 'Roadster',
                drivetrain: 'RWD',
                engine: '1.6L I4',
              },
              { name: 'R Package', bodyType: 'Roadster', drivetrain: 'RWD', engine: '1.8L I4' },
              { name: 'M Edition', bodyType: 'Roadster', drivetrain: 'RWD', engine: '1.8L I4' },
            ],
          },
          {
            name: 'NB',
            yearStart: 1999,
            yearEnd: 2005,
            trims: [
              { name: 'Base', bodyType: 'Roadster', drivetrain: 'RWD', engine: '1.8L I4' },
              { name: 'LS', bodyType: 'Roadster', drivetrain: 'RWD', engine: '1.8L I4' },
              {
                name: 'Special Edition',
                bodyType: 'Roadster',
                drivetrain: 'RWD',
                engine: '1.8L I4',
              },
              {
                name: 'Mazdaspeed MX-5',
                bodyType: 'Roadster',
                drivetrain: 'RWD',
                engine: '1.8L Turbo I4',
              },
            ],
          },
          {
            name: 'NC',
            yearStart: 2006,
            yearEnd: 2015,
            trims: [
              { name: 'Sport', bodyType: 'Roadster', drivetrain: 'RWD', engine: '2.0L I4' },
              { name: 'Touring', bodyType: 'Roadster', drivetrain: 'RWD', engine: '2.0L I4' },
              { name: 'Grand Touring', bodyType: 'Roadster', drivetrain: 'RWD', engine: '2.0L I4' },
              { name: 'Club', bodyType: 'Roadster', drivetrain: 'RWD', engine: '2.0L I4' },
              {
                name: 'PRHT Grand Touring',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '2.0L I4',
              },
            ],
          },
          {
            name: 'ND',
            yearStart: 2016,
            yearEnd: null,
            trims: [
              { name: 'Sport', bodyType: 'Roadster', drivetrain: 'RWD', engine: '2.0L I4' },
              { name: 'Club', bodyType: 'Roadster', drivetrain: 'RWD', engine: '2.0L I4' },
              { name: 'Grand Touring', bodyType: 'Roadster', drivetrain: 'RWD', engine: '2.0L I4' },
              { name: 'RF Club', bodyType: 'Targa', drivetrain: 'RWD', engine: '2.0L I4' },
              { name: 'RF Grand Touring', bodyType: 'Targa', drivetrain: 'RWD', engine: '2.0L I4' },
            ],
          },
        ],
      },
      {
        name: 'Mazda3',
        generations: [
          {
            name: 'BK',
            yearStart: 2004,
            yearEnd: 2009,
            trims: [
              { name: 'i', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 's', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.3L I4' },
              { name: 's Grand Touring', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.3L I4' },
              {
                name: 'Mazdaspeed3',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '2.3L Turbo I4',
              },
            ],
          },
          {
            name: 'BL',
            yearStart: 2010,
            yearEnd: 2013,
            trims: [
              { name: 'i Sport', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'i Touring', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              {
                name: 's Grand Touring',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '2.5L I4',
              },
              {
                name: 'Mazdaspeed3',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '2.3L Turbo I4',
              },
            ],
          },
          {
            name: 'BM',
            yearStart: 2014,
            yearEnd: 2018,
            trims: [
              { name: 'i Sport', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'i Touring', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              {
                name: 'i Grand Touring',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '2.0L I4',
              },
              { name: 's Touring', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.5L I4' },
              {
                name: 's Grand Touring',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '2.5L I4',
              },
            ],
          },
          {
            name: 'BP',
            yearStart: 2019,
            yearEnd: null,
            trims: [
              { name: 'Select', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'Preferred', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'Premium', bodyType: 'Hatchback', drivetrain: 'AWD', engine: '2.5L I4' },
              {
                name: '2.5 Turbo',
                bodyType: 'Hatchback',
                drivetrain: 'AWD',
                engine: '2.5L Turbo I4',
              },
            ],
          },
        ],
      },
      {
        name: 'CX-5',
        generations: [
          {
            name: '1st Gen',
            yearStart: 2013,
            yearEnd: 2016,
            trims: [
              { name: 'Sport', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
              { name: 'Grand Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
            ],
          },
          {
            name: '2nd Gen',
            yearStart: 2017,
            yearEnd: 2025,
            trims: [
              { name: 'Sport', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'Touring', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'Grand Touring', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
              { name: 'Signature', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L Turbo I4' },
              {
                name: '2.5 S Carbon Edition',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '2.5L I4',
              },
              { name: '2.5 Turbo', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L Turbo I4' },
            ],
          },
          {
            name: '3rd Gen',
            yearStart: 2026,
            yearEnd: null,
            trims: [
              { name: '2.5 S', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
              { name: '2.5 S Select', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
              { name: '2.5 S Preferred', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
              { name: '2.5 S Premium', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
              { name: '2.5 S Premium Plus', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
            ],
          },
        ],
      },
      {
        name: 'RX-7',
        generations: [
          {
            name: 'FB',
            yearStart: 1979,
            yearEnd: 1985,
            trims: [
              { name: 'S', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.1L Rotary' },
              { name: 'GS', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.1L Rotary' },
              { name: 'GSL', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.1L Rotary' },
              { name: 'GSL-SE', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.3L Rotary' },
            ],
          },
          {
            name: 'FC',
            yearStart: 1986,
            yearEnd: 1991,
            trims: [
              { name: 'GXL', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.3L Rotary' },
              { name: 'GTUs', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.3L Rotary' },
              {
                name: 'Turbo II',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '1.3L Turbo Rotary',
              },
              {
                name: 'Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '1.3L Rotary',
              },
            ],
          },
          {
            name: 'FD',
            yearStart: 1993,
            yearEnd: 2002,
            trims: [
              {
                name: 'Base',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '1.3L Twin-Turbo Rotary',
              },
              {
                name: 'Touring',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '1.3L Twin-Turbo Rotary',
              },
              {
                name: 'R1',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '1.3L Twin-Turbo Rotary',
              },
              {
                name: 'R2',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '1.3L Twin-Turbo Rotary',
              },
              {
                name: 'Type RS',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '1.3L Twin-Turbo Rotary',
              },
              {
                name: 'Spirit R',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '1.3L Twin-Turbo Rotary',
              },
            ],
          },
        ],
      },
      {
        name: 'RX-8',
        generations: [
          {
            name: 'Series I',
            yearStart: 2004,
            yearEnd: 2008,
            trims: [
              { name: 'Sport', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.3L Rotary' },
              { name: 'Touring', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.3L Rotary' },
              {
                name: 'Grand Touring',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '1.3L Rotary',
              },
              { name: 'Shinka', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.3L Rotary' },
            ],
          },
          {
            name: 'Series II',
            yearStart: 2009,
            yearEnd: 2011,
            trims: [
              { name: 'Sport', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.3L Rotary' },
              {
                name: 'Grand Touring',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '1.3L Rotary',
              },
              { name: 'R3', bodyType: 'Coupe', drivetrain: 'RWD', engine: '1.3L Rotary' },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Chevrolet',
    models: [
      {
        name: 'Camaro',
        generations: [
          {
            name: '1st Gen',
            yearStart: 1967,
            yearEnd: 1969,
            trims: [
              { name: 'Base', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.8L I6' },
              { name: 'RS', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.4L V8' },
              { name: 'SS', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.7L V8' },
              { name: 'SS 396', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.5L V8' },
              { name: 'Z/28', bodyType: 'Coupe', drivetrain: 'RWD', engine: '4.9L V8' },
              {
                name: 'Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '5.4L V8',
              },
            ],
          },
          {
            name: '5th Gen',
            yearStart: 2010,
            yearEnd: 2015,
            trims: [
              { name: 'LS', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.6L V6' },
              { name: 'LT', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.6L V6' },
              {
                name: 'LT Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '3.6L V6',
              },
              { name: 'SS', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L V8' },
              { name: 'ZL1', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L Supercharged V8' },
              { name: 'Z/28', bodyType: 'Coupe', drivetrain: 'RWD', engine: '7.0L V8' },
            ],
          },
          {
            name: '6th Gen',
            yearStart: 2016,
            yearEnd: 2024,
            trims: [
              { name: '1LT', bodyType: 'Coupe', drivetrain: 'RWD', engine: '2.0L Turbo I4' },
              { name: '3LT', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.6L V6' },
              { name: 'LT1', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L V8' },
              { name: '1SS', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L V8' },
              {
                name: '2SS Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '6.2L V8',
              },
              { name: 'ZL1', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L Supercharged V8' },
              {
                name: 'ZL1 1LE',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '6.2L Supercharged V8',
              },
            ],
          },
        ],
      },
      {
        name: 'Corvette',
        generations: [
          {
            name: 'C5',
            yearStart: 1997,
            yearEnd: 2004,
            trims: [
              { name: 'Coupe', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.7L V8' },
              {
                name: 'Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '5.7L V8',
              },
              { name: 'Fixed Roof Coupe', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.7L V8' },
              { name: 'Z06', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.7L V8' },
            ],
          },
          {
            name: 'C6',
            yearStart: 2005,
            yearEnd: 2013,
            trims: [
              { name: 'Coupe', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L V8' },
              {
                name: 'Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '6.2L V8',
              },
              { name: 'Grand Sport', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L V8' },
              { name: 'Z06', bodyType: 'Coupe', drivetrain: 'RWD', engine: '7.0L V8' },
              { name: 'ZR1', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L Supercharged V8' },
            ],
          },
          {
            name: 'C7',
            yearStart: 2014,
            yearEnd: 2019,
            trims: [
              { name: 'Stingray', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L V8' },
              {
                name: 'Stingray Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '6.2L V8',
              },
              { name: 'Grand Sport', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L V8' },
              { name: 'Z06', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L Supercharged V8' },
              { name: 'ZR1', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L Supercharged V8' },
            ],
          },
          {
            name: 'C8',
            yearStart: 2020,
            yearEnd: null,
            trims: [
              { name: 'Stingray', bodyType: 'Coupe', drivetrain: 'RWD', engine: '6.2L V8' },
              {
                name: 'Stingray Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '6.2L V8',
              },
              { name: 'E-Ray', bodyType: 'Coupe', drivetrain: 'AWD', engine: '6.2L V8 Hybrid' },
              { name: 'Z06', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.5L V8' },
              { name: 'ZR1', bodyType: 'Coupe', drivetrain: 'RWD', engine: '5.5L Twin-Turbo V8' },
              {
                name: 'ZR1X',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '5.5L Twin-Turbo V8 Hybrid',
              },
            ],
          },
        ],
      },
      {
        name: 'Silverado 1500',
        generations: [
          {
            name: 'GMT900',
            yearStart: 2007,
            yearEnd: 2013,
            trims: [
              { name: 'WT', bodyType: 'Pickup', drivetrain: 'RWD', engine: '4.3L V6' },
              { name: 'LS', bodyType: 'Pickup', drivetrain: 'RWD', engine: '4.8L V8' },
              { name: 'LT', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.3L V8' },
              { name: 'LTZ', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.3L V8' },
              { name: 'Hybrid', bodyType: 'Pickup', drivetrain: '4WD', engine: '6.0L V8 Hybrid' },
            ],
          },
          {
            name: 'K2XX',
            yearStart: 2014,
            yearEnd: 2018,
            trims: [
              { name: 'WT', bodyType: 'Pickup', drivetrain: 'RWD', engine: '4.3L V6' },
              { name: 'Custom', bodyType: 'Pickup', drivetrain: 'RWD', engine: '5.3L V8' },
              { name: 'LT', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.3L V8' },
              { name: 'LTZ', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.3L V8' },
              { name: 'High Country', bodyType: 'Pickup', drivetrain: '4WD', engine: '6.2L V8' },
            ],
          },
          {
            name: 'T1XX',
            yearStart: 2019,
            yearEnd: null,
            trims: [
              { name: 'WT', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.7L Turbo I4' },
              { name: 'Custom', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.7L Turbo I4' },
              { name: 'LT', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.3L V8' },
              { name: 'RST', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.3L V8' },
              { name: 'LT Trail Boss', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.3L V8' },
              { name: 'ZR2', bodyType: 'Pickup', drivetrain: '4WD', engine: '6.2L V8' },
              { name: 'High Country', bodyType: 'Pickup', drivetrain: '4WD', engine: '6.2L V8' },
            ],
          },
        ],
      },
      {
        name: 'Colorado',
        generations: [
          {
            name: '1st Gen',
            yearStart: 2004,
            yearEnd: 2012,
            trims: [
              { name: 'WT', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.9L I4' },
              { name: 'LT', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.7L I5' },
              { name: 'Z71', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.7L I5' },
              { name: 'Xtreme', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.5L I5' },
              { name: 'LT V8', bodyType: 'Pickup', drivetrain: '4WD', engine: '5.3L V8' },
            ],
          },
          {
            name: '2nd Gen',
            yearStart: 2015,
            yearEnd: 2022,
            trims: [
              { name: 'WT', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.5L I4' },
              { name: 'LT', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.6L V6' },
              { name: 'Z71', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.6L V6' },
              { name: 'ZR2', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.6L V6' },
              { name: 'ZR2 Bison', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.6L V6' },
            ],
          },
          {
            name: '3rd Gen',
            yearStart: 2023,
            yearEnd: null,
            trims: [
              { name: 'WT', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.7L Turbo I4' },
              { name: 'LT', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.7L Turbo I4' },
              {
                name: 'Trail Boss',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '2.7L Turbo I4',
              },
              { name: 'Z71', bodyType: 'Pickup', drivetrain: '4WD', engine: '2.7L Turbo I4' },
              { name: 'ZR2', bodyType: 'Pickup', drivetrain: '4WD', engine: '2.7L Turbo I4' },
              { name: 'ZR2 Bison', bodyType: 'Pickup', drivetrain: '4WD', engine: '2.7L Turbo I4' },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Nissan',
    models: [
      {
        name: 'Z',
        generations: [
          {
            name: 'Z32',
            yearStart: 1990,
            yearEnd: 1996,
            trims: [
              { name: 'Base', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.0L V6' },
              { name: '2+2', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.0L V6' },
              {
                name: 'Twin Turbo',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo V6',
              },
              {
                name: 'Convertible',
                bodyType: 'Convertible',
                drivetrain: 'RWD',
                engine: '3.0L V6',
              },
            ],
          },
          {
            name: 'Z33',
            yearStart: 2003,
            yearEnd: 2009,
            trims: [
              { name: 'Enthusiast', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.5L V6' },
              { name: 'Touring', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.5L V6' },
              { name: 'Track', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.5L V6' },
              { name: 'Grand Touring', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.5L V6' },
              { name: 'NISMO', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.5L V6' },
              {
                name: 'Touring Roadster',
                bodyType: 'Roadster',
                drivetrain: 'RWD',
                engine: '3.5L V6',
              },
            ],
          },
          {
            name: 'Z34',
            yearStart: 2009,
            yearEnd: 2020,
            trims: [
              { name: 'Base', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.7L V6' },
              { name: 'Touring', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.7L V6' },
              { name: 'Sport', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.7L V6' },
              { name: 'NISMO', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.7L V6' },
              {
                name: 'Touring Roadster',
                bodyType: 'Roadster',
                drivetrain: 'RWD',
                engine: '3.7L V6',
              },
            ],
          },
          {
            name: 'RZ34',
            yearStart: 2023,
            yearEnd: null,
            trims: [
              { name: 'Sport', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.0L Twin-Turbo V6' },
              {
                name: 'Performance',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo V6',
              },
              {
                name: 'Proto Spec',
                bodyType: 'Coupe',
                drivetrain: 'RWD',
                engine: '3.0L Twin-Turbo V6',
              },
              { name: 'NISMO', bodyType: 'Coupe', drivetrain: 'RWD', engine: '3.0L Twin-Turbo V6' },
            ],
          },
        ],
      },
      {
        name: 'GT-R',
        generations: [
          {
            name: 'R32',
            yearStart: 1989,
            yearEnd: 1994,
            trims: [
              { name: 'GT-R', bodyType: 'Coupe', drivetrain: 'AWD', engine: '2.6L Twin-Turbo I6' },
              {
                name: 'V-Spec',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '2.6L Twin-Turbo I6',
              },
              {
                name: 'V-Spec II',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '2.6L Twin-Turbo I6',
              },
              { name: 'NISMO', bodyType: 'Coupe', drivetrain: 'AWD', engine: '2.6L Twin-Turbo I6' },
            ],
          },
          {
            name: 'R33',
            yearStart: 1995,
            yearEnd: 1998,
            trims: [
              { name: 'GT-R', bodyType: 'Coupe', drivetrain: 'AWD', engine: '2.6L Twin-Turbo I6' },
              {
                name: 'V-Spec',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '2.6L Twin-Turbo I6',
              },
              {
                name: 'LM Limited',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '2.6L Twin-Turbo I6',
              },
              {
                name: 'Autech 40th Anniversary',
                bodyType: 'Sedan',
                drivetrain: 'AWD',
                engine: '2.6L Twin-Turbo I6',
              },
            ],
          },
          {
            name: 'R34',
            yearStart: 1999,
            yearEnd: 2002,
            trims: [
              { name: 'GT-R', bodyType: 'Coupe', drivetrain: 'AWD', engine: '2.6L Twin-Turbo I6' },
              {
                name: 'V-Spec',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '2.6L Twin-Turbo I6',
              },
              {
                name: 'V-Spec II',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '2.6L Twin-Turbo I6',
              },
              {
                name: 'M-Spec',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '2.6L Twin-Turbo I6',
              },
              {
                name: 'V-Spec II Nur',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '2.6L Twin-Turbo I6',
              },
            ],
          },
          {
            name: 'R35',
            yearStart: 2009,
            yearEnd: 2025,
            trims: [
              {
                name: 'Premium',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '3.8L Twin-Turbo V6',
              },
              {
                name: 'Black Edition',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '3.8L Twin-Turbo V6',
              },
              {
                name: 'Track Edition',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '3.8L Twin-Turbo V6',
              },
              {
                name: 'T-spec',
                bodyType: 'Coupe',
                drivetrain: 'AWD',
                engine: '3.8L Twin-Turbo V6',
              },
              { name: 'NISMO', bodyType: 'Coupe', drivetrain: 'AWD', engine: '3.8L Twin-Turbo V6' },
            ],
          },
        ],
      },
      {
        name: 'Altima',
        generations: [
          {
            name: 'L32',
            yearStart: 2007,
            yearEnd: 2012,
            trims: [
              { name: '2.5', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '2.5 S', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '3.5 SR', bodyType: 'Sedan', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: 'Hybrid', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4 Hybrid' },
              { name: '2.5 S Coupe', bodyType: 'Coupe', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '3.5 SR Coupe', bodyType: 'Coupe', drivetrain: 'FWD', engine: '3.5L V6' },
            ],
          },
          {
            name: 'L33',
            yearStart: 2013,
            yearEnd: 2018,
            trims: [
              { name: '2.5 S', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '2.5 SV', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '2.5 SR', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '2.5 SL', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '3.5 SL', bodyType: 'Sedan', drivetrain: 'FWD', engine: '3.5L V6' },
              { name: '3.5 SR', bodyType: 'Sedan', drivetrain: 'FWD', engine: '3.5L V6' },
            ],
          },
          {
            name: 'L34',
            yearStart: 2019,
            yearEnd: null,
            trims: [
              { name: '2.5 S', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '2.5 SV', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '2.5 SR', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '2.5 SL', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: '2.5 Platinum', bodyType: 'Sedan', drivetrain: 'AWD', engine: '2.5L I4' },
              {
                name: '2.0 SR VC-Turbo',
                bodyType: 'Sedan',
                drivetrain: 'FWD',
                engine: '2.0L VC-Turbo I4',
              },
            ],
          },
        ],
      },
      {
        name: 'Frontier',
        generations: [
          {
            name: 'D22',
            yearStart: 1998,
            yearEnd: 2004,
            trims: [
              { name: 'XE', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.4L I4' },
              { name: 'SE', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.3L V6' },
              { name: 'Desert Runner', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.3L V6' },
              { name: 'SC', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.3L Supercharged V6' },
              {
                name: 'NISMO',
                bodyType: 'Pickup',
                drivetrain: '4WD',
                engine: '3.3L Supercharged V6',
              },
            ],
          },
          {
            name: 'D40',
            yearStart: 2005,
            yearEnd: 2021,
            trims: [
              { name: 'S', bodyType: 'Pickup', drivetrain: 'RWD', engine: '2.5L I4' },
              { name: 'SV', bodyType: 'Pickup', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'Desert Runner', bodyType: 'Pickup', drivetrain: 'RWD', engine: '4.0L V6' },
              { name: 'PRO-4X', bodyType: 'Pickup', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'SL', bodyType: 'Pickup', drivetrain: '4WD', engine: '4.0L V6' },
              { name: 'NISMO', bodyType: 'Pickup', drivetrain: '4WD', engine: '4.0L V6' },
            ],
          },
          {
            name: 'D41',
            yearStart: 2022,
            yearEnd: null,
            trims: [
              { name: 'S', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.8L V6' },
              { name: 'SV', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.8L V6' },
              { name: 'PRO-X', bodyType: 'Pickup', drivetrain: 'RWD', engine: '3.8L V6' },
              { name: 'PRO-4X', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.8L V6' },
              { name: 'SL', bodyType: 'Pickup', drivetrain: '4WD', engine: '3.8L V6' },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Hyundai',
    models: [
      {
        name: 'Elantra',
        generations: [
          {
            name: 'MD',
            yearStart: 2011,
            yearEnd: 2016,
            trims: [
              { name: 'GLS', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'Limited', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'Sport', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Coupe SE', bodyType: 'Coupe', drivetrain: 'FWD', engine: '1.8L I4' },
              { name: 'GT', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
            ],
          },
          {
            name: 'AD',
            yearStart: 2017,
            yearEnd: 2020,
            trims: [
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Value Edition', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Eco', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.4L Turbo I4' },
              { name: 'Sport', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.6L Turbo I4' },
              { name: 'Limited', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
            ],
          },
          {
            name: 'CN7',
            yearStart: 2021,
            yearEnd: null,
            trims: [
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'SEL', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Limited', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4' },
              {
                name: 'Hybrid Blue',
                bodyType: 'Sedan',
                drivetrain: 'FWD',
                engine: '1.6L I4 Hybrid',
              },
              { name: 'N Line', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.6L Turbo I4' },
              { name: 'N', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
            ],
          },
        ],
      },
      {
        name: 'Veloster',
        generations: [
          {
            name: 'FS',
            yearStart: 2012,
            yearEnd: 2017,
            trims: [
              { name: 'Base', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.6L I4' },
              { name: 'Turbo', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.6L Turbo I4' },
              {
                name: 'Turbo R-Spec',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.6L Turbo I4',
              },
              {
                name: 'Rally Edition',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.6L Turbo I4',
              },
            ],
          },
          {
            name: 'JS',
            yearStart: 2019,
            yearEnd: 2022,
            trims: [
              { name: '2.0', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: '2.0 Premium', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Turbo', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '1.6L Turbo I4' },
              {
                name: 'Turbo Ultimate',
                bodyType: 'Hatchback',
                drivetrain: 'FWD',
                engine: '1.6L Turbo I4',
              },
              { name: 'N', bodyType: 'Hatchback', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
            ],
          },
        ],
      },
      {
        name: 'Sonata',
        generations: [
          {
            name: 'YF',
            yearStart: 2011,
            yearEnd: 2014,
            trims: [
              { name: 'GLS', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'Limited', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'SE 2.0T', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'Hybrid', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4 Hybrid' },
            ],
          },
          {
            name: 'LF',
            yearStart: 2015,
            yearEnd: 2019,
            trims: [
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'Eco', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.6L Turbo I4' },
              { name: 'Sport', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'Sport 2.0T', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L Turbo I4' },
              { name: 'Limited', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'Hybrid', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4 Hybrid' },
            ],
          },
          {
            name: 'DN8',
            yearStart: 2020,
            yearEnd: null,
            trims: [
              { name: 'SE', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'SEL', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'SEL Plus', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.6L Turbo I4' },
              { name: 'Limited', bodyType: 'Sedan', drivetrain: 'FWD', engine: '1.6L Turbo I4' },
              { name: 'N Line', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.5L Turbo I4' },
              { name: 'Hybrid', bodyType: 'Sedan', drivetrain: 'FWD', engine: '2.0L I4 Hybrid' },
            ],
          },
        ],
      },
      {
        name: 'Tucson',
        generations: [
          {
            name: 'LM',
            yearStart: 2010,
            yearEnd: 2015,
            trims: [
              { name: 'GL', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'GLS', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.4L I4' },
              { name: 'SE', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.4L I4' },
              { name: 'Limited', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.4L I4' },
            ],
          },
          {
            name: 'TL',
            yearStart: 2016,
            yearEnd: 2021,
            trims: [
              { name: 'SE', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.0L I4' },
              { name: 'Eco', bodyType: 'SUV', drivetrain: 'FWD', engine: '1.6L Turbo I4' },
              { name: 'Sport', bodyType: 'SUV', drivetrain: 'AWD', engine: '1.6L Turbo I4' },
              { name: 'Limited', bodyType: 'SUV', drivetrain: 'AWD', engine: '1.6L Turbo I4' },
            ],
          },
          {
            name: 'NX4',
            yearStart: 2022,
            yearEnd: null,
            trims: [
              { name: 'SE', bodyType: 'SUV', drivetrain: 'FWD', engine: '2.5L I4' },
              { name: 'SEL', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
              { name: 'N Line', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
              { name: 'XRT', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
              { name: 'Limited', bodyType: 'SUV', drivetrain: 'AWD', engine: '2.5L I4' },
              {
                name: 'Hybrid Blue',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '1.6L Turbo I4 Hybrid',
              },
              {
                name: 'Plug-in Hybrid SEL',
                bodyType: 'SUV',
                drivetrain: 'AWD',
                engine: '1.6L Turbo I4 PHEV',
              },
            ],
          },
        ],
      },
    ],
  },
];

export const CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'Interior',
    description: 'Dash mounts, vent clips, trim pieces, knobs, cup holders and other cabin parts.',
  },
  {
    name: 'Exterior',
    description:
      'Body trim, mirror caps, grille inserts, cowl pieces and other outside-the-car parts.',
  },
  {
    name: 'Engine Bay',
    description: 'Covers, caps, hose and wiring brackets, and other under-hood parts.',
  },
  {
    name: 'Lighting',
    description:
      'Headlight and taillight brackets, bulb holders, light bar mounts and lens bezels.',
  },
  {
    name: 'Electronics',
    description:
      'Mounts and enclosures for phones, dash cams, gauges, switches and other electronics.',
  },
  {
    name: 'Wheels & Brakes',
    description: 'Center caps, valve stem caps, lug nut covers, caliper and brake-duct parts.',
  },
  {
    name: 'Tools & Garage',
    description: 'Jigs, tool holders, trim-removal tools and other garage and workshop helpers.',
  },
  {
    name: 'Storage & Organization',
    description: 'Organizers, trays, hooks and bins that make better use of space in the car.',
  },
  {
    name: 'Badges & Emblems',
    description: 'Replacement and custom badges, emblems, lettering and badge-delete plates.',
  },
  {
    name: 'Audio',
    description: 'Speaker adapters, spacers, head unit brackets and other car audio fittings.',
  },
  {
    name: 'Performance & Aero',
    description:
      'Intake parts, ducts, splitter and spoiler mounts and other performance or aero pieces.',
  },
  {
    name: 'Replacement Clips & Fasteners',
    description:
      'Trim clips, push pins, retainers and fasteners to replace broken or lost OEM ones.',
  },
];
