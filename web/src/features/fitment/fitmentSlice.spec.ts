import {
  closeFitmentPicker,
  fitmentReducer,
  makeChosen,
  modelChosen,
  openFitmentPicker,
  stepBack,
  yearChosen,
  type FitmentState,
} from './fitmentSlice';

const vw = { id: 'vw', slug: 'volkswagen', name: 'Volkswagen' };
const ford = { id: 'ford', slug: 'ford', name: 'Ford' };
const golf = { id: 'golf', slug: 'golf', name: 'Golf' };

function walk(...actions: Parameters<typeof fitmentReducer>[1][]): FitmentState {
  return actions.reduce(fitmentReducer, fitmentReducer(undefined, { type: 'init' }));
}

describe('fitmentSlice', () => {
  it('starts closed on step 1 with nothing picked', () => {
    expect(walk()).toEqual({ open: false, step: 1, make: null, model: null, year: null });
  });

  it('moves 1 → 2 → 3 → 4 on make, model and year', () => {
    expect(walk(openFitmentPicker(), makeChosen(vw)).step).toBe(2);
    expect(walk(openFitmentPicker(), makeChosen(vw), modelChosen(golf)).step).toBe(3);
    const state = walk(openFitmentPicker(), makeChosen(vw), modelChosen(golf), yearChosen(2017));
    expect(state).toMatchObject({ open: true, step: 4, make: vw, model: golf, year: 2017 });
  });

  it('clears model and year when a make is chosen', () => {
    const state = walk(
      makeChosen(vw),
      modelChosen(golf),
      yearChosen(2017),
      stepBack(),
      stepBack(),
      stepBack(),
      makeChosen(ford),
    );
    expect(state).toMatchObject({ step: 2, make: ford, model: null, year: null });
  });

  it('goes back one step at a time and not below step 1', () => {
    const state = walk(makeChosen(vw), modelChosen(golf), stepBack());
    expect(state.step).toBe(2);
    expect(walk(stepBack()).step).toBe(1);
  });

  it('keeps the step when closed and reopened', () => {
    const state = walk(
      openFitmentPicker(),
      makeChosen(vw),
      modelChosen(golf),
      closeFitmentPicker(),
      openFitmentPicker(),
    );
    expect(state).toMatchObject({ open: true, step: 3, model: golf });
  });

  it('closes when a trim is chosen (the dialog closes it as it leaves for /search)', () => {
    const state = walk(
      openFitmentPicker(),
      makeChosen(vw),
      modelChosen(golf),
      yearChosen(2017),
      closeFitmentPicker(),
    );
    expect(state).toMatchObject({ open: false, step: 4, make: vw, model: golf, year: 2017 });
  });

  it('ignores a model or year that arrives without its parent', () => {
    expect(walk(modelChosen(golf)).step).toBe(1);
    expect(walk(makeChosen(vw), yearChosen(2017)).step).toBe(2);
  });
});
