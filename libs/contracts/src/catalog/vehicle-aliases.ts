/**
 * What car people call the makes and models of the taxonomy (services/catalog's taxonomy.data.ts
 * names them): each group lists the taxonomy's name first, then the names people type for it.
 * Search treats every name of a group as the same words, in the index and in queries.
 */
export const VEHICLE_ALIASES: readonly (readonly string[])[] = [
  // Makes
  ['Volkswagen', 'VW', 'Vdub', 'Volks'],
  ['Chevrolet', 'Chevy'],
  ['BMW', 'Bimmer', 'Beemer', 'Beamer'],
  ['Mercedes-Benz', 'Mercedes', 'Merc', 'Benz'],
  ['Toyota', 'Yota'],
  ['Subaru', 'Subie', 'Scooby'],
  ['Nissan', 'Datsun'],
  // Models
  ['Corvette', 'Vette'],
  ['Mustang', 'Stang'],
  ['GT-R', 'GTR', 'Godzilla'],
  ['MX-5 Miata', 'MX5', 'Miata', 'Eunos'],
  ['Silverado 1500', 'Silverado'],
  ['F-150', 'F150'],
  ['BRZ', 'FR-S', 'FRS', 'GT86'],
  ['GR86', 'GR 86'],
  ['Supra', 'Mk4 Supra', 'Mk5 Supra'],
  ['3 Series', '3er'],
  ['5 Series', '5er'],
  ['WRX', 'Rex'],
  ['Civic Type R', 'CTR'],
  // Generations known by another name
  ['Z33', '350Z'],
  ['Z34', '370Z'],
  ['RZ34', '400Z'],
  ['Z32', '300ZX'],
] as const;
