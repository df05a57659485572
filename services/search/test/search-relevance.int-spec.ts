import { demoCatalogListings } from './demo-catalog.js';
import { published } from './listing-fixtures.js';
import { SearchHarness, availableEngines } from './search-harness.js';

/**
 * Search quality over the demo catalog, on every engine the contract suite runs: realistic
 * queries as buyers type them (typos of each kind, aliases, spacing, plurals, vehicle + part,
 * words no listing has), each naming the listing meant. Goal: the meant listing in the top 3 for
 * at least 95% of them, and no query that has a matching listing answering nothing.
 */
const QUERIES: [query: string, meant: string][] = [
  // Typos: a letter added, dropped, changed, or two neighbours swapped
  ['phone mout golf', 'magnetic-phone-puck-mount-for-golf-mk8'],
  ['vnet clip honda', 'vent-clip-magnet-mount-for-honda-fit'],
  ['prnit', 'print-wrench-rip-license-plate-frame'],
  ['prnit wrench rip', 'print-wrench-rip-license-plate-frame'],
  ['shfit knob miata', 'classic-ball-shift-knob-for-na-miata'],
  ['cup holdr civic', 'ribbed-cup-holder-insert-for-civic-10th-gen'],
  ['guage pod corvette', 'dual-gauge-pod-for-c6-corvette'],
  ['lug nut covres mustang', 'hex-lug-nut-covers-19mm-for-mustang-s550'],
  ['oil cap cvoer wrx', 'oil-cap-cover-for-wrx-vb'],
  ['velocity stak rx7', 'intake-velocity-stack-for-rx-7-fd'],
  ['dash cam moutn outback', 'dash-cam-mount-for-outback-6th-gen'],
  ['honeycomb grile fiesta', 'honeycomb-lower-grille-insert-for-fiesta-st'],
  ['brake coolng duct', 'brake-cooling-duct-inlet-for-e46-m3'],
  ['speaker adaptor rings accord', '6-5-speaker-adapter-rings-for-accord-10th-gen'],
  ['socket rial', '3-8-socket-rail-with-detents'],
  ['key fob shel 350z', 'key-fob-shell-for-350z'],
  ['light bar brakets bronco', 'light-bar-brackets-for-bronco-6th-gen'],
  ['fog light bezle focus', 'slatted-fog-light-bezel-for-focus-st'],
  ['valve stem caps corvete', 'valve-stem-caps-for-corvette-c8'],
  ['switch pannel tacoma', '4-switch-accessory-panel-for-tacoma'],
  ['trim removel tool', 'nylon-trim-removal-tool-set'],
  ['fir tree clps golf', 'door-card-fir-tree-clips-for-golf-mk6'],
  ['push rivits civic', 'splash-guard-push-rivets-for-civic-9th-gen'],
  ['camry phone cradel', 'phone-cradle-for-camry-xv70'],
  ['badge delet golf', 'rear-badge-delete-plate-for-golf-mk7'],
  ['magnetc puck mount', 'magnetic-phone-puck-mount-for-golf-mk8'],
  // Make and model aliases, part synonyms and spellings
  ['chevy corvette gauge', 'dual-gauge-pod-for-c6-corvette'],
  ['vette valve caps', 'valve-stem-caps-for-corvette-c8'],
  ['vw golf phone mount', 'magnetic-phone-puck-mount-for-golf-mk8'],
  ['bimmer gauge pod', 'dual-52mm-gauge-pod-for-e46-3-series'],
  ['gtr center caps', 'wheel-center-caps-for-gt-r-r35'],
  ['chevy silverado lug nut', 'lug-nut-covers-for-silverado-1500'],
  ['stang oil cap', 'oil-cap-cover-for-mustang-s650'],
  ['subie dash cam', 'dash-cam-mount-for-outback-6th-gen'],
  ['beemer badge delete', 'rear-badge-delete-plate-for-f30-3-series'],
  ['mx5 shift knob', 'classic-ball-shift-knob-for-na-miata'],
  ['dashcam mount', 'dash-cam-mount-for-outback-6th-gen'],
  ['grill insert', 'honeycomb-lower-grille-insert-for-fiesta-st'],
  ['console organiser', 'center-console-organizer-tray-for-4runner'],
  ['centre console tray', 'center-console-organizer-tray-for-4runner'],
  ['rim center cap miata', 'wheel-center-cap-60mm-for-nd-miata'],
  ['number plate frame', 'print-wrench-rip-license-plate-frame'],
  ['camaro emblem', 'lightning-bolt-shield-emblem-for-camaro'],
  ['gear knob golf', 'golf-ball-shift-knob-for-golf-mk7-gti'],
  ['tyre valve caps', 'knurled-valve-stem-caps-set-of-4'],
  ['cupholder tucson', 'cup-holder-insert-for-tucson-nx4'],
  // Letters and digits written apart or together
  ['gr 86 gauge pod', '52mm-vent-gauge-pod-for-gr86'],
  ['gr86 gauge', '52mm-vent-gauge-pod-for-gr86'],
  ['golf mk 8 phone mount', 'magnetic-phone-puck-mount-for-golf-mk8'],
  ['f150 push rivets', 'push-rivet-kit-for-f-150-14th-gen'],
  ['f 150 badge', '4x4-bedside-badge-for-f-150'],
  ['rx7 intake', 'intake-velocity-stack-for-rx-7-fd'],
  ['4 runner organizer', 'center-console-organizer-tray-for-4runner'],
  ['350 z key fob', 'key-fob-shell-for-350z'],
  ['60 mm center cap', 'wheel-center-cap-60mm-for-nd-miata'],
  ['52 mm gauge pod e46', 'dual-52mm-gauge-pod-for-e46-3-series'],
  ['17 mm ball phone cradle', 'phone-cradle-with-17mm-ball-mount'],
  ['mk7gti shift knob', 'golf-ball-shift-knob-for-golf-mk7-gti'],
  // Singular and plural
  ['golf ball shift knobs', 'golf-ball-shift-knob-for-golf-mk7-gti'],
  ['cup holder inserts civic', 'ribbed-cup-holder-insert-for-civic-10th-gen'],
  ['lug nut cover silverado', 'lug-nut-covers-for-silverado-1500'],
  ['light bar bracket', 'light-bar-brackets-for-bronco-6th-gen'],
  ['badges f150', '4x4-bedside-badge-for-f-150'],
  ['speaker ring accord', '6-5-speaker-adapter-rings-for-accord-10th-gen'],
  ['cable clip dash cam', 'dash-cam-cable-clips-3-pack'],
  ['oil caps', 'oil-cap-cover-for-wrx-vb'],
  // A vehicle and a part
  ['golf mk8 phone mount', 'magnetic-phone-puck-mount-for-golf-mk8'],
  ['civic type r shift knob', 'knurled-teardrop-shift-knob-for-civic-type-r'],
  ['brz shift knob', 'round-shift-knob-for-brz-and-fr-s'],
  ['wrx sti gauge pod', 'a-pillar-dual-gauge-pod-for-wrx-sti'],
  ['tacoma cup holder', 'cup-holder-expander-for-32-oz-bottles'],
  ['mustang lug nuts', 'hex-lug-nut-covers-19mm-for-mustang-s550'],
  ['e46 m3 brake duct', 'brake-cooling-duct-inlet-for-e46-m3'],
  ['veloster n badge', 'chevron-hatch-badge-for-veloster-n'],
  ['beetle turbo badge', 'turbo-fender-badge-for-beetle-a5'],
  ['bronco light bar', 'light-bar-brackets-for-bronco-6th-gen'],
  ['golf mk7 badge delete', 'rear-badge-delete-plate-for-golf-mk7'],
  ['focus st fog light', 'slatted-fog-light-bezel-for-focus-st'],
  ['camry phone mount', 'phone-cradle-for-camry-xv70'],
  ['corvette c8 valve caps', 'valve-stem-caps-for-corvette-c8'],
  ['mustang s650 oil cap', 'oil-cap-cover-for-mustang-s650'],
  // Words no listing has with the others: no dead end
  ['golf mk8 wireless charging phone mount', 'magnetic-phone-puck-mount-for-golf-mk8'],
  ['outback dash camera bracket', 'dash-cam-mount-for-outback-6th-gen'],
  ['headrest bag hanger', 'headrest-bag-hook'],
  ['tucson cup holder coaster', 'cup-holder-insert-for-tucson-nx4'],
];

const engines = await availableEngines();

describe.each(engines)('search relevance over the demo catalog: %s', (engineKind) => {
  const harness = new SearchHarness(engineKind);
  const catalog = demoCatalogListings();

  beforeAll(async () => {
    await harness.setup();
    await harness.apply(...catalog.map(published));
  });
  afterAll(() => harness.teardown());

  it(`finds the meant listing in the top 3 for at least 95% of ${QUERIES.length} queries, and never answers nothing`, async () => {
    const misses: string[] = [];
    const deadEnds: string[] = [];
    let topThree = 0;
    for (const [query, meant] of QUERIES) {
      const result = await harness.search.query({ text: query });
      const slugs = result.items.map((item) => item.slug);
      if (result.total === 0) deadEnds.push(query);
      const rank = slugs.indexOf(meant) + 1;
      if (rank >= 1 && rank <= 3) topThree++;
      else
        misses.push(
          `'${query}': ${meant} at ${rank || 'none'}; top: ${slugs.slice(0, 3).join(', ')}`,
        );
    }
    const share = topThree / QUERIES.length;
    // The figures, printed for the record (jest shows a test's stdout).
    process.stdout.write(
      `[relevance ${engineKind}] ${topThree}/${QUERIES.length} meant listings in the top 3 ` +
        `(${(share * 100).toFixed(1)}%), ${deadEnds.length} answered nothing` +
        (misses.length > 0 ? `\n  ${misses.join('\n  ')}` : '') +
        '\n',
    );
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(QUERIES.map(([, meant]) => meant)).size).toBeGreaterThan(40);
    expect(deadEnds).toEqual([]);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});
