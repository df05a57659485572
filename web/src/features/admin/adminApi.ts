import { api } from '../../api/api';
import { withErrorTitle, withServerText } from '../../api/api-error';
import { authApi } from '../auth/authApi';
import type { User, UserRole, UserStatus } from '../auth/user';
import { setArgs, toAdminPage, type AdminPage } from './admin-page';

export interface AdminUserChange {
  userId: string;
  status?: UserStatus;
  role?: UserRole;
}

/** The Users tab's query: words of a name or email, a role, a status, a page. */
export interface UserListArgs {
  q?: string;
  role?: UserRole;
  status?: UserStatus;
  limit: number;
  offset: number;
}

/** The admin panel's Users tab: a page of accounts, and an admin's change to one. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<AdminPage<User>, UserListArgs>({
      query: (args) => ({ url: 'admin/users', params: setArgs(args) }),
      transformResponse: (users: User[], meta) => toAdminPage(users, meta),
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
      // The audit log has a new line.
      invalidatesTags: [{ type: 'AdminAudit', id: 'LIST' }],
      async onQueryStarted(_change, { dispatch, getState, queryFulfilled }) {
        let updated: User;
        try {
          ({ data: updated } = await queryFulfilled);
        } catch {
          return;
        }
        // The row changes in place on every page that shows it (a filter is applied on the
        // next fetch); an admin who changed their own account sees it at once (demoting
        // yourself leaves /admin).
        for (const args of adminApi.util.selectCachedArgsForQuery(getState(), 'listUsers'))
          dispatch(
            adminApi.util.updateQueryData('listUsers', args, (page) => {
              page.items = page.items.map((user) => (user.id === updated.id ? updated : user));
            }),
          );
        const current = authApi.endpoints.getCurrentUser.select()(getState());
        if (current.data?.id === updated.id)
          dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, updated));
      },
    }),
  }),
});

export const { useListUsersQuery, useUpdateUserMutation } = adminApi;
