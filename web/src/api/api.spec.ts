import { makeStore } from '../app/store';
import { taxonomyApi } from '../features/taxonomy/taxonomyApi';

describe('the api base query', () => {
  it('asks the server, past the HTTP cache, when a query is asked again on purpose', async () => {
    const modes: RequestCache[] = [];
    const store = makeStore({
      apiTransport: {
        baseUrl: 'http://pitstop.test/api',
        fetchFn: (input) => {
          modes.push((input as Request).cache);
          return Promise.resolve(Response.json([]));
        },
      },
    });
    const listMakes = taxonomyApi.endpoints.listMakes;

    await store.dispatch(listMakes.initiate()).unwrap();
    // Cached in the store: not asked again.
    await store.dispatch(listMakes.initiate()).unwrap();
    // A refetch (after a change, a retry, the signed-in refresh of a served page).
    await store.dispatch(listMakes.initiate(undefined, { forceRefetch: true })).unwrap();

    expect(modes).toEqual(['default', 'no-cache']);
  });
});
