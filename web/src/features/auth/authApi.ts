import { api } from '../../api/api';
import { shownInline, withErrorTitle, type ApiError } from '../../api/api-error';
import type { User } from './user';

export interface SignInBody {
  email: string;
  password: string;
}

export interface SignUpBody extends SignInBody {
  firstName: string;
  lastName: string;
  displayName?: string;
}

interface ProfileBody {
  displayName: string;
  bio: string;
}

/** The signed-in user: app/access.ts reads it for every route, menu and page. */
const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user: the signed-in user; a 401 just means nobody is (null, no error, no toast). */
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('user');
        if (result.error)
          return result.error.status === 401 ? { data: null } : { error: result.error as ApiError };
        return { data: result.data as User };
      },
      providesTags: ['User'],
    }),
  }),
});

/** A new signed-in user: listings say whether *they* like them; the admin list may differ. */
const WHO_CHANGED = ['AdminUser', 'Listing'] as const;
/** A renamed user: their name shows on their listings and creator card. */
const WHAT_NAMES_CHANGED = ['AdminUser', 'Listing', 'Seller'] as const;

/** The calls that change who is signed in or what their profile says. */
export const authApi = currentUserApi.injectEndpoints({
  endpoints: (build) => ({
    /** The form shows a failed sign-in in its alert; success makes the user current. */
    login: build.mutation<User, SignInBody>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      transformErrorResponse: shownInline,
      invalidatesTags: (user) => (user ? WHO_CHANGED : []),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        becomeCurrent(queryFulfilled, dispatch),
    }),
    register: build.mutation<User, SignUpBody>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
      transformErrorResponse: shownInline,
      invalidatesTags: (user) => (user ? WHO_CHANGED : []),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        becomeCurrent(queryFulfilled, dispatch),
    }),
    /** PUT /api/auth/user; the reply is the refreshed user, shown at once everywhere. */
    updateProfile: build.mutation<User, ProfileBody>({
      query: (body) => ({ url: 'auth/user', method: 'PUT', body }),
      transformErrorResponse: withErrorTitle(
        'Update failed',
        'Failed to update profile. Please try again.',
      ),
      invalidatesTags: (user) => (user ? WHAT_NAMES_CHANGED : []),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        becomeCurrent(queryFulfilled, dispatch),
    }),
  }),
});

/** When the call succeeds, its user becomes the current user (no second GET /api/user). */
function becomeCurrent(
  queryFulfilled: Promise<{ data: User }>,
  dispatch: (action: ReturnType<typeof currentUserApi.util.upsertQueryData>) => unknown,
): Promise<void> {
  return queryFulfilled.then(
    ({ data }) =>
      void dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, data)),
    // The failure is the caller's to show (alert or toast); nothing to update.
    () => undefined,
  );
}

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useUpdateProfileMutation,
} = authApi;
