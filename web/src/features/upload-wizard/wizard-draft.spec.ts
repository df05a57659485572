import type { KeyValueStorage } from '../../app/browser-storage';
import { emptyDraft, type WizardDraft } from './uploadWizardSlice';
import { draftFrom, isPristine, loadDraft, saveDraft } from './wizard-draft';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const typed: WizardDraft = {
  ...emptyDraft(),
  step: 3,
  details: { ...emptyDraft().details, title: 'Vent Clip', tags: ['vent'] },
  files: [{ name: 'clip.stl', size: 99, storageUrl: 'http://s3.test/b/clip.stl', contentType: '' }],
};

describe('the saved wizard draft', () => {
  it('comes back for the same user after a reload, and not for another', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'u1', typed);
    expect(loadDraft(storage, 'u1')).toEqual(typed);
    expect(loadDraft(storage, 'u2')).toBeNull();
  });

  it('is removed once the wizard is back to its defaults (after publishing)', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'u1', typed);
    saveDraft(storage, 'u1', emptyDraft());
    expect(storage.data.size).toBe(0);
    expect(isPristine(emptyDraft())).toBe(true);
  });

  it('reads what it can of a damaged draft and takes defaults for the rest', () => {
    const draft = draftFrom({
      step: 42,
      details: { title: 'Knob', tags: [1, 2] },
      files: [{ name: 'x' }, typed.files[0]],
      pricing: { isFree: 'yes', printDifficulty: 'brutal', price: 3 },
      fitment: null,
    });
    expect(draft).toMatchObject({
      step: 6,
      details: { title: 'Knob', tags: [], shortDescription: '' },
      files: typed.files,
      pricing: { isFree: true, printDifficulty: 'medium', price: 3 },
      fitment: emptyDraft().fitment,
    });
    expect(draftFrom('nonsense')).toBeNull();
    const storage = memoryStorage();
    storage.data.set('pitstop.uploadWizard.u1', '{broken');
    expect(loadDraft(storage, 'u1')).toBeNull();
  });
});
