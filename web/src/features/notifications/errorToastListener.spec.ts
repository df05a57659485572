import { isUnauthorized, reactionToFailure, toastForFailure } from './errorToastListener';
import { LOGIN_REDIRECT_DELAY_MS, LOGIN_URL } from './login-redirect';

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

describe('the 401 rule', () => {
  const lapsed = { status: 401, message: '401: Unauthorized' };

  it("recognises a lapsed session by '401: ' and 'Unauthorized'", () => {
    expect(isUnauthorized(lapsed)).toBe(true);
    expect(isUnauthorized({ status: 401, message: '401: Unauthorized: session expired' })).toBe(
      true,
    );
  });

  it('does not take a wrong password or another status for one', () => {
    expect(isUnauthorized({ status: 401, message: '401: Invalid email or password' })).toBe(false);
    expect(isUnauthorized({ status: 403, message: '403: Unauthorized' })).toBe(false);
    expect(isUnauthorized('401: Unauthorized')).toBe(false);
  });

  it("sends the user to sign in with the 'Unauthorized' toast, even from a page's own form", () => {
    const expected = {
      kind: 'login',
      toast: {
        kind: 'error',
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      },
    };
    expect(reactionToFailure(lapsed)).toEqual(expected);
    expect(reactionToFailure({ ...lapsed, inline: true, title: 'Update failed' })).toEqual(
      expected,
    );
  });

  it('redirects to /api/login after half a second', () => {
    expect(LOGIN_URL).toBe('/api/login');
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(500);
  });
});

describe('reactionToFailure', () => {
  it('leaves a failure its page shows itself alone', () => {
    expect(
      reactionToFailure({ status: 401, message: '401: Invalid email or password', inline: true }),
    ).toEqual({ kind: 'none' });
  });

  it("toasts anything else, with the spec's own text when the endpoint gives one", () => {
    expect(
      reactionToFailure({
        status: 500,
        message: '500: boom',
        title: 'Update failed',
        description: 'Failed to update profile. Please try again.',
      }),
    ).toEqual({
      kind: 'toast',
      toast: {
        kind: 'error',
        title: 'Update failed',
        description: 'Failed to update profile. Please try again.',
      },
    });
  });
});

describe('a caller with its own sign-in prompt', () => {
  it("gets neither the 'Unauthorized' redirect nor a toast for a 401 (Add to Cart prompts itself)", () => {
    expect(
      reactionToFailure({ status: 401, message: '401: Unauthorized', ownSignInPrompt: true }),
    ).toEqual({ kind: 'none' });
  });

  it('still gets the toast for any other failure', () => {
    expect(
      reactionToFailure({
        status: 409,
        message: '409: You already own this model.',
        title: 'Error',
        ownSignInPrompt: true,
      }).kind,
    ).toBe('toast');
  });
});
