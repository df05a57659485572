import { storeWithRequests } from '../app/store-with-requests';
import { taxonomyApi } from '../features/taxonomy/taxonomyApi';

describe('the api base query', () => {
  it('asks the server, past the HTTP cache, when a query is asked again on purpose', async () => {
    const { store, requests } = storeWithRequests(() => []);
    const listMakes = taxonomyApi.endpoints.listMakes;

    await store.dispatch(listMakes.initiate()).unwrap();
    // Cached in the store: not asked again.
    await store.dispatch(listMakes.initiate()).unwrap();
    // A refetch (after a change, a retry, the signed-in refresh of a served page).
    await store.dispatch(listMakes.initiate(undefined, { forceRefetch: true })).unwrap();

    expect(requests.map((request) => request.cache)).toEqual(['default', 'no-cache']);
  });
});
