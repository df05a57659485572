import { placeOnPlate, type Mesh } from '@pitstop/mesh-render';
import { badgeDeletePlate, boltShieldBadge, chevronBadge, letteredBadge } from './badges.js';
import { firTreeClipSet, pushRivetSet } from './clips.js';
import {
  cupHolderExpander,
  cupHolderInsert,
  dualGaugePod,
  pillarGaugePod,
  ventGaugePod,
} from './cups.js';
import { brakeDuct, oilCapCover, velocityStack } from './engine-bay.js';
import { fogLightBezel, honeycombGrille, licensePlateFrame } from './exterior.js';
import {
  keyFobShell,
  lightBarBrackets,
  socketRail,
  speakerAdapterRing,
  switchPanel,
  trimToolSet,
} from './gadgets.js';
import { dashCamMount, magneticPuckMount, phoneCradle, ventClip } from './mounts.js';
import { cableClipSet, consoleTray, headrestHook } from './organizers.js';
import { golfBallShiftKnob, sphereShiftKnob, teardropShiftKnob } from './shift-knobs.js';
import { lugNutCoverSet, valveCapSet, wheelCenterCap } from './wheel-parts.js';

/**
 * Every procedural part, by the name a demo listing's `shape` uses. Each generator is
 * deterministic and builds a closed mesh in millimetres, upright as it would be printed (sets
 * of small parts are laid out together). Use demoShape(name) to get one on the build plate.
 */
export const DEMO_SHAPES = {
  'shift-knob-sphere': sphereShiftKnob,
  'shift-knob-teardrop': teardropShiftKnob,
  'shift-knob-golf-ball': golfBallShiftKnob,
  'cup-holder-insert': cupHolderInsert,
  'cup-holder-expander': cupHolderExpander,
  'gauge-pod-dual': dualGaugePod,
  'gauge-pod-pillar': pillarGaugePod,
  'gauge-pod-vent': ventGaugePod,
  'trim-clip-set': firTreeClipSet,
  'push-rivet-set': pushRivetSet,
  'valve-cap-set': valveCapSet,
  'lug-nut-cover-set': lugNutCoverSet,
  'wheel-center-cap': wheelCenterCap,
  'badge-chevron': chevronBadge,
  'badge-bolt-shield': boltShieldBadge,
  'badge-turbo': () => letteredBadge('TURBO'),
  'badge-4x4': () => letteredBadge('4X4'),
  'badge-delete-plate': badgeDeletePlate,
  'phone-mount-cradle': phoneCradle,
  'phone-mount-magnetic': magneticPuckMount,
  'dash-cam-mount': dashCamMount,
  'vent-clip': ventClip,
  'headrest-hook': headrestHook,
  'console-tray': consoleTray,
  'cable-clip-set': cableClipSet,
  'license-plate-frame': licensePlateFrame,
  'honeycomb-grille': honeycombGrille,
  'fog-light-bezel': fogLightBezel,
  'oil-cap-cover': oilCapCover,
  'velocity-stack': velocityStack,
  'brake-duct': brakeDuct,
  'switch-panel': switchPanel,
  'speaker-adapter-ring': speakerAdapterRing,
  'trim-tool-set': trimToolSet,
  'socket-rail': socketRail,
  'key-fob-shell': keyFobShell,
  'light-bar-brackets': lightBarBrackets,
} as const satisfies Record<string, () => Mesh>;

export type DemoShapeName = keyof typeof DEMO_SHAPES;

export const DEMO_SHAPE_NAMES = Object.keys(DEMO_SHAPES) as DemoShapeName[];

export function isDemoShapeName(name: string): name is DemoShapeName {
  return Object.hasOwn(DEMO_SHAPES, name);
}

/**
 * The mesh of a named demo part, centred over the origin on the build plate (z = 0); an
 * unknown name is a programming error.
 */
export function demoShape(name: string): Mesh {
  if (!isDemoShapeName(name)) {
    throw new Error(`Unknown demo shape "${name}" (one of: ${DEMO_SHAPE_NAMES.join(', ')})`);
  }
  return placeOnPlate(DEMO_SHAPES[name]());
}
