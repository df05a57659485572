import type { MountLocation, PrintMaterial } from '@pitstop/contracts';

/**
 * Where each demo part mounts and the filaments its seller names (the materials of its
 * description), by slug. Some name a filament that does not last there (PETG on a sunny
 * dashboard, PETG on an oil cap), so the demo shows the model page's warning.
 */
export const DEMO_PRINT_SETTINGS: Record<
  string,
  { mountLocation: MountLocation; materials: PrintMaterial[] }
> = {
  'golf-ball-shift-knob-for-golf-mk7-gti': {
    mountLocation: 'shaded_interior',
    materials: ['PETG', 'ASA'],
  },
  'weighted-teardrop-shift-knob-m12x1-25': {
    mountLocation: 'shaded_interior',
    materials: ['PETG', 'ASA'],
  },
  'classic-ball-shift-knob-for-na-miata': {
    mountLocation: 'shaded_interior',
    materials: ['PLA', 'PETG'],
  },
  'round-shift-knob-for-brz-and-fr-s': {
    mountLocation: 'shaded_interior',
    materials: ['PETG', 'ASA'],
  },
  'knurled-teardrop-shift-knob-for-civic-type-r': {
    mountLocation: 'shaded_interior',
    materials: ['PETG', 'ASA'],
  },
  'ribbed-cup-holder-insert-for-civic-10th-gen': {
    mountLocation: 'shaded_interior',
    materials: ['PETG', 'TPU'],
  },
  'cup-holder-insert-for-tucson-nx4': { mountLocation: 'shaded_interior', materials: ['PETG'] },
  'cup-holder-expander-for-32-oz-bottles': {
    mountLocation: 'shaded_interior',
    materials: ['PETG', 'ASA'],
  },
  'dual-52mm-gauge-pod-for-e46-3-series': { mountLocation: 'sun_interior', materials: ['ASA'] },
  'a-pillar-dual-gauge-pod-for-wrx-sti': {
    mountLocation: 'sun_interior',
    materials: ['ABS', 'ASA'],
  },
  '52mm-vent-gauge-pod-for-gr86': { mountLocation: 'sun_interior', materials: ['PETG', 'ASA'] },
  'dual-gauge-pod-for-c6-corvette': { mountLocation: 'sun_interior', materials: ['ASA'] },
  'door-card-fir-tree-clips-for-golf-mk6': {
    mountLocation: 'shaded_interior',
    materials: ['PETG', 'PA-CF'],
  },
  'splash-guard-push-rivets-for-civic-9th-gen': {
    mountLocation: 'exterior',
    materials: ['PETG', 'PA-CF'],
  },
  'push-rivet-kit-for-f-150-14th-gen': { mountLocation: 'exterior', materials: ['PETG', 'PA-CF'] },
  'knurled-valve-stem-caps-set-of-4': { mountLocation: 'exterior', materials: ['PETG', 'ASA'] },
  'hex-lug-nut-covers-19mm-for-mustang-s550': { mountLocation: 'exterior', materials: ['ASA'] },
  'lug-nut-covers-for-silverado-1500': { mountLocation: 'exterior', materials: ['ASA'] },
  'wheel-center-cap-60mm-for-nd-miata': { mountLocation: 'exterior', materials: ['PETG', 'ASA'] },
  'chevron-hatch-badge-for-veloster-n': { mountLocation: 'exterior', materials: ['PETG', 'ASA'] },
  'lightning-bolt-shield-emblem-for-camaro': { mountLocation: 'exterior', materials: ['ASA'] },
  'turbo-fender-badge-for-beetle-a5': { mountLocation: 'exterior', materials: ['PETG', 'ASA'] },
  '4x4-bedside-badge-for-f-150': { mountLocation: 'exterior', materials: ['ASA'] },
  'rear-badge-delete-plate-for-f30-3-series': { mountLocation: 'exterior', materials: ['ASA'] },
  'phone-cradle-with-17mm-ball-mount': { mountLocation: 'sun_interior', materials: ['PETG'] },
  'magnetic-phone-puck-mount-for-golf-mk8': {
    mountLocation: 'sun_interior',
    materials: ['PETG', 'ASA'],
  },
  'dash-cam-mount-for-outback-6th-gen': { mountLocation: 'sun_interior', materials: ['ASA'] },
  'vent-clip-magnet-mount-for-honda-fit': { mountLocation: 'shaded_interior', materials: ['PETG'] },
  'headrest-bag-hook': { mountLocation: 'shaded_interior', materials: ['PETG'] },
  'center-console-organizer-tray-for-4runner': {
    mountLocation: 'shaded_interior',
    materials: ['PETG', 'ASA'],
  },
  'dash-cam-cable-clips-3-pack': { mountLocation: 'sun_interior', materials: ['PETG', 'TPU'] },
  'print-wrench-rip-license-plate-frame': { mountLocation: 'exterior', materials: ['ASA'] },
  'honeycomb-lower-grille-insert-for-fiesta-st': { mountLocation: 'exterior', materials: ['ASA'] },
  'slatted-fog-light-bezel-for-focus-st': { mountLocation: 'exterior', materials: ['ASA'] },
  'oil-cap-cover-for-wrx-vb': { mountLocation: 'engine_bay', materials: ['PETG', 'ASA'] },
  'oil-cap-cover-for-mustang-s650': { mountLocation: 'engine_bay', materials: ['ASA'] },
  'intake-velocity-stack-for-rx-7-fd': { mountLocation: 'engine_bay', materials: ['ASA', 'PA-CF'] },
  'brake-cooling-duct-inlet-for-e46-m3': { mountLocation: 'exterior', materials: ['ASA', 'PA-CF'] },
  '4-switch-accessory-panel-for-tacoma': { mountLocation: 'shaded_interior', materials: ['ASA'] },
  '6-5-speaker-adapter-rings-for-accord-10th-gen': {
    mountLocation: 'shaded_interior',
    materials: ['PETG'],
  },
  'nylon-trim-removal-tool-set': { mountLocation: 'trunk', materials: ['PETG', 'PA-CF'] },
  '3-8-socket-rail-with-detents': { mountLocation: 'trunk', materials: ['PETG'] },
  'key-fob-shell-for-350z': { mountLocation: 'shaded_interior', materials: ['PETG'] },
  'light-bar-brackets-for-bronco-6th-gen': {
    mountLocation: 'exterior',
    materials: ['ASA', 'PA-CF'],
  },
  'phone-cradle-for-camry-xv70': { mountLocation: 'sun_interior', materials: ['PETG'] },
  'wheel-center-caps-for-gt-r-r35': { mountLocation: 'exterior', materials: ['ASA'] },
  'valve-stem-caps-for-corvette-c8': { mountLocation: 'exterior', materials: ['ASA'] },
  'rear-badge-delete-plate-for-golf-mk7': { mountLocation: 'exterior', materials: ['ASA'] },
};
