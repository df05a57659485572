import { toastForFailure } from './errorToastListener';

describe('toastForFailure', () => {
  it("shows an endpoint's title and the '{status}: {message}' text", () => {
    expect(
      toastForFailure({
        status: 503,
        message: '503: catalog is unavailable',
        title: 'Failed to fetch trims',
      }),
    ).toEqual({
      kind: 'error',
      title: 'Failed to fetch trims',
      description: '503: catalog is unavailable',
    });
  });

  it("titles untitled failures 'Error'", () => {
    expect(toastForFailure({ status: 404, message: '404: Not Found' }).title).toBe('Error');
  });

  it('copes with a payload that is not an ApiError', () => {
    expect(toastForFailure('boom')).toMatchObject({ kind: 'error', title: 'Error' });
  });
});
