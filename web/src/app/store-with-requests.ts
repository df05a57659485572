import { makeStore } from './store';

/**
 * For unit specs: a store whose api requests go to `answer` (the server-side transport's path,
 * the same base query as the browser's) instead of the network; each Request is kept in order.
 */
export function storeWithRequests(answer: (request: Request) => unknown) {
  const requests: Request[] = [];
  const store = makeStore({
    apiTransport: {
      baseUrl: 'http://pitstop.test/api',
      fetchFn: (input) => {
        const request = input as Request;
        requests.push(request);
        return Promise.resolve(Response.json(answer(request)));
      },
    },
  });
  return { store, requests };
}
