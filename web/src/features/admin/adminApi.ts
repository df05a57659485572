import { api } from '../../api/api';
import { withErrorTitle, withServerText } from '../../api/api-error';
import { authApi } from '../auth/authApi';
import type { User, UserRole, UserStatus } from '../auth/user';

export interface AdminUserChange {
  userId: string;
  status?: UserStatus;
  role?: UserRole;
}

/** The admin panel's Users tab: every account, and an admin's change to one. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<User[], void>({
      query: () => 'admin/users',
      providesTags: [{ type: 'AdminUser', id: 'LIST' }],
      transformErrorResponse: withErrorTitle('Failed to fetch users'),
    }),
    updateUser: build.mutation<User, AdminUserChange>({
      query: ({ userId, ...change }) => ({
        url: `admin/users/${encodeURIComponent(userId)}`,
        method: 'PATCH',
        body: change,
      }),
      // The server says why (e.g. 'You cannot remove the last active admin…').
      transformErrorResponse: withServerText('Update failed'),
      async onQueryStarted(_change, { dispatch, getState, queryFulfilled }) {
        let updated: User;
        try {
          ({ data: updated } = await queryFulfilled);
        } catch {
          return;
        }
        // The row changes in place; an admin who changed their own account sees it at once
        // (demoting yourself leaves /admin).
        dispatch(
          adminApi.util.updateQueryData('listUsers', undefined, (users) =>
            users.map((user) => (user.id === updated.id ? updated : user)),
          ),
        );
        const current = authApi.endpoints.getCurrentUser.select()(getState());
        if (current.data?.id === updated.id)
          dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, updated));
      },
    }),
  }),
});

export const { useListUsersQuery, useUpdateUserMutation } = adminApi;
