import {
  bodyText,
  isApiError,
  serverText,
  shownInline,
  shownInlineAs,
  toApiError,
  withErrorTitle,
  withServerText,
  withSpecTextAndReason,
} from './api-error';

describe('toApiError', () => {
  it("formats an HTTP error as '{status}: {message}' from the API's JSON body", () => {
    expect(toApiError({ status: 400, data: { message: 'makeId must be a UUID' } })).toEqual({
      status: 400,
      message: '400: makeId must be a UUID',
    });
  });

  it('uses a plain-text body as it is', () => {
    expect(toApiError({ status: 503, data: 'catalog is unavailable\n' })).toEqual({
      status: 503,
      message: '503: catalog is unavailable',
    });
  });

  it('falls back to the status text when the body is empty', () => {
    expect(toApiError({ status: 404, data: null }).message).toBe('404: Not Found');
    expect(toApiError({ status: 418, data: '' }, "I'm a teapot").message).toBe("418: I'm a teapot");
  });

  it('reads an unparseable body by its original status', () => {
    const error = toApiError({
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: '<html>bad gateway</html>',
      error: 'x',
    });
    expect(error).toEqual({ status: 502, message: '502: <html>bad gateway</html>' });
  });

  it('reports a network failure without a status', () => {
    const error = toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(error.status).toBe('NETWORK');
    expect(error.message).toMatch(/Could not reach/);
  });
});

describe('bodyText', () => {
  it('joins validation message arrays', () => {
    expect(bodyText({ message: ['a is required', 'b is required'] })).toBe(
      'a is required, b is required',
    );
  });
  it('ignores bodies without a message', () => {
    expect(bodyText({ error: 'x' })).toBe('');
    expect(bodyText(undefined)).toBe('');
  });
});

describe('withErrorTitle', () => {
  it('adds the toast title and keeps the message', () => {
    const error = withErrorTitle('Failed to fetch trims')({ status: 503, message: '503: down' });
    expect(error).toEqual({ status: 503, message: '503: down', title: 'Failed to fetch trims' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError({ foo: 1 })).toBe(false);
  });

  it('can also give the toast its own text', () => {
    const error = withErrorTitle(
      'Update failed',
      'Failed to update profile. Please try again.',
    )({
      status: 500,
      message: '500: boom',
    });
    expect(error).toEqual({
      status: 500,
      message: '500: boom',
      title: 'Update failed',
      description: 'Failed to update profile. Please try again.',
    });
  });
});

describe('shownInline', () => {
  it('marks a failure its page shows itself', () => {
    expect(shownInline({ status: 401, message: '401: Invalid email or password' })).toEqual({
      status: 401,
      message: '401: Invalid email or password',
      inline: true,
    });
  });

  it('names what failed for the page to show', () => {
    expect(shownInlineAs('Failed to fetch cart')({ status: 503, message: '503: down' })).toEqual({
      status: 503,
      message: '503: down',
      title: 'Failed to fetch cart',
      inline: true,
    });
  });
});

describe('serverText', () => {
  it("drops the '{status}: ' prefix", () => {
    expect(serverText({ status: 401, message: '401: Invalid email or password' })).toBe(
      'Invalid email or password',
    );
    expect(serverText(toApiError({ status: 409, data: { message: 'A: B' } }))).toBe('A: B');
  });

  it('keeps a network failure as it is and covers anything else', () => {
    const offline = toApiError({ status: 'FETCH_ERROR', error: 'x' });
    expect(serverText(offline)).toBe(offline.message);
    expect(serverText(new Error('x'))).toBe('Something went wrong. Please try again.');
  });
});

describe('withServerText', () => {
  it("puts the server's words, without the status, under the endpoint's title", () => {
    const refused = toApiError({
      status: 403,
      data: { message: 'You can only edit your own models.' },
    });
    expect(withServerText('Update failed')(refused)).toMatchObject({
      title: 'Update failed',
      description: 'You can only edit your own models.',
      message: '403: You can only edit your own models.',
    });
  });
});

describe('withSpecTextAndReason', () => {
  const refused = toApiError({ status: 400, data: { message: 'Price must be at least $0.50.' } });

  it("puts the server's reason after the spec's text as a second sentence", () => {
    expect(
      withSpecTextAndReason(
        'Upload failed',
        'Failed to upload your model. Please try again.',
      )(refused).description,
    ).toBe('Failed to upload your model. Please try again. Price must be at least $0.50.');
    expect(withSpecTextAndReason('Error', 'Failed to add item to cart')(refused)).toMatchObject({
      title: 'Error',
      description: 'Failed to add item to cart. Price must be at least $0.50.',
    });
  });

  it("keeps the spec's text alone for a 401, a server failure or no connection", () => {
    const transform = withSpecTextAndReason('Error', 'Failed to add item to cart');
    for (const error of [
      toApiError({ status: 401, data: { message: 'Unauthorized' } }),
      toApiError({ status: 502, data: 'Bad Gateway' }),
      toApiError({ status: 'FETCH_ERROR', error: 'offline' }),
    ])
      expect(transform(error).description).toBe('Failed to add item to cart');
  });
});
