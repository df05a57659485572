/** A legal page as data: numbered sections of paragraphs and bullet lists. */

export type LegalBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'timeline'; steps: TimelineStep[] };

interface TimelineStep {
  when: string;
  title: string;
  text: string;
}

interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  kicker: string;
  lastUpdated: string;
  intro: string[];
  /** A highlighted notice above the sections (the Terms' safety notice). */
  notice?: { title: string; text: string };
  sections: LegalSection[];
}

export const p = (text: string): LegalBlock => ({ kind: 'p', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
