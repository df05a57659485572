import { api, type ServerData } from '../api/api';
import { authApi } from '../features/auth/authApi';
import type { User } from '../features/auth/user';
import { refreshServerDataWhenSignedIn } from './server-data';
import { storeWithRequests } from './store-with-requests';

describe('refreshServerDataWhenSignedIn', () => {
  it("asks a page's served answers again once the user is known, even when the page's endpoints load after that", async () => {
    const { store, requests } = storeWithRequests(() => ({ liked: true }));
    const asked = () => requests.map((request) => new URL(request.url).pathname).sort();
    // What the server rendered the page with: an answer of an endpoint the page's lazy module
    // declares (not loaded yet in the browser).
    const served: ServerData = {
      api: {
        queries: {
          'lazyPagePart("wing")': {
            endpointName: 'lazyPagePart',
            originalArgs: 'wing',
            status: 'fulfilled',
            data: { liked: false },
          },
        },
      },
    };
    refreshServerDataWhenSignedIn(store, served);

    // The signed-in user is known before the page's module has loaded.
    store.dispatch(
      authApi.util.upsertQueryData('getCurrentUser', undefined, { id: 'u1' } as unknown as User),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toEqual([]);

    // The page's module loads (its endpoints are injected) and the page asks for its data.
    const pageApi = api.injectEndpoints({
      endpoints: (build) => ({
        lazyPagePart: build.query<{ liked: boolean }, string>({ query: (id) => `parts/${id}` }),
      }),
    });
    await store.dispatch(pageApi.endpoints.lazyPagePart.initiate('other'));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(asked()).toEqual(['/api/parts/other', '/api/parts/wing']);
  });
});
