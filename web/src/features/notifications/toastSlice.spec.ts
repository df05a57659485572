import { comingSoonToast, showToast, toastReducer } from './toastSlice';

describe('toastSlice', () => {
  it('keeps the latest toast and bumps its sequence so a repeat shows again', () => {
    const toast = comingSoonToast('Payouts');
    const once = toastReducer(undefined, showToast(toast));
    const twice = toastReducer(once, showToast(toast));
    expect(once.current).toEqual({ ...toast, seq: 1 });
    expect(twice.current?.seq).toBe(2);
  });

  it("titles feature placeholders 'Coming Soon'", () => {
    expect(comingSoonToast('Pricing Guide')).toEqual({
      kind: 'info',
      title: 'Coming Soon',
      description: 'Pricing Guide is on its way. Check back soon.',
    });
  });
});
