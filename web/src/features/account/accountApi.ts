import { api } from '../../api/api';
import { withServerText } from '../../api/api-error';

interface Message {
  message: string;
}

/** Everything changes for whoever was signed in: drop every cached answer. */
const EVERYTHING = ['User', 'AdminUser', 'Listing', 'Seller'] as const;

/**
 * Account recovery and the account's own settings (docs/security.md, Account recovery). Errors
 * reach the user through the app's one toast path, titled here.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: 'password/forgot', method: 'POST', body }),
      transformErrorResponse: withServerText('Reset failed'),
    }),
    resetPassword: build.mutation<Message, { token: string; password: string }>({
      query: (body) => ({ url: 'password/reset', method: 'POST', body }),
      transformErrorResponse: withServerText('Reset failed'),
      invalidatesTags: [...EVERYTHING],
    }),
    changePassword: build.mutation<Message, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: 'auth/password', method: 'PUT', body }),
      transformErrorResponse: withServerText('Password not changed'),
    }),
    changeEmail: build.mutation<Message, { email: string; password: string }>({
      query: (body) => ({ url: 'auth/email', method: 'PUT', body }),
      transformErrorResponse: withServerText('Email not changed'),
    }),
    signOutEverywhere: build.mutation<void, void>({
      query: () => ({ url: 'logout/everywhere', method: 'POST' }),
      transformErrorResponse: withServerText('Sign out failed'),
      invalidatesTags: [...EVERYTHING],
    }),
    verifyEmail: build.mutation<Message & { email: string }, { token: string }>({
      query: (body) => ({ url: 'email/verify', method: 'POST', body }),
      transformErrorResponse: withServerText('Confirmation failed'),
      invalidatesTags: ['User'],
    }),
    resendVerification: build.mutation<Message, void>({
      query: () => ({ url: 'email/verify/resend', method: 'POST' }),
      transformErrorResponse: withServerText('Not sent'),
    }),
    deleteAccount: build.mutation<Message, { password: string }>({
      query: (body) => ({ url: 'auth/user', method: 'DELETE', body }),
      transformErrorResponse: withServerText('Account not deleted'),
      invalidatesTags: [...EVERYTHING],
    }),
  }),
});

export const {
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useSignOutEverywhereMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useDeleteAccountMutation,
} = accountApi;
