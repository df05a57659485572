/**
 * Part words car people spell or call differently (US and UK spellings, one word or two, the
 * trade name and the everyday one). Each group is one meaning: a listing with any of its phrases
 * is found by all of them.
 */
export const PART_SYNONYMS: readonly (readonly string[])[] = [
  ['dash cam', 'dashcam', 'dashboard camera'],
  ['grille', 'grill'],
  ['organizer', 'organiser'],
  ['wheel', 'rim'],
  ['center', 'centre'],
  ['color', 'colour'],
  ['tire', 'tyre'],
  ['aluminum', 'aluminium'],
  ['gauge', 'gage'],
  ['license plate', 'licence plate', 'number plate', 'tag frame'],
  ['cup holder', 'cupholder'],
  ['hubcap', 'hub cap', 'center cap'],
  ['badge', 'emblem'],
  ['decal', 'sticker'],
  ['shift knob', 'gear knob', 'shifter knob', 'gear stick knob'],
  ['lug nut', 'wheel nut'],
  ['hood', 'bonnet'],
  ['windshield', 'windscreen'],
  ['muffler', 'silencer'],
  ['push rivet', 'push pin', 'trim clip'],
  ['key fob', 'keyfob', 'key remote'],
  ['headrest', 'head rest'],
  ['armrest', 'arm rest'],
  ['mud flap', 'mudflap', 'splash guard'],
  ['phone mount', 'phone holder', 'phone cradle'],
  ['valve stem cap', 'valve cap', 'tire valve cap'],
  ['velocity stack', 'air horn', 'intake trumpet'],
  ['light bar', 'lightbar'],
  ['fog light', 'fog lamp', 'foglight'],
  ['gauge pod', 'gauge holder'],
  ['trim removal tool', 'trim tool', 'panel pry tool'],
] as const;
