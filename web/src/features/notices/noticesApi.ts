// Types only: a value import would bundle the contracts into the app.
import type {
  ContactMessageDto,
  ContactTopic,
  NotificationSettingsDto,
  OptionalMailKind,
  UnsubscribeResultDto,
} from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInline, withErrorTitle, withServerText } from '../../api/api-error';

export type NotificationSettings = NotificationSettingsDto;
export type NoticeKind = OptionalMailKind;
export type ContactMessage = ContactMessageDto;

export interface ContactForm {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

/** The mail notices one can turn off, in Settings' order, as Settings names them. */
export const NOTICE_KINDS: { kind: NoticeKind; label: string; adminOnly?: boolean }[] = [
  { kind: 'seller-sale', label: 'A sale of one of my listings' },
  { kind: 'new-review', label: 'A new review of one of my listings' },
  { kind: 'fit-denied', label: 'An owner says one of my parts does not fit their car' },
  { kind: 'new-version', label: 'A model I bought or downloaded has a new version' },
  { kind: 'import-finished', label: 'A CSV import I started has finished', adminOnly: true },
];

/** Contact Us's topics, as the select and the support mail show them. */
export const CONTACT_TOPICS: { value: ContactTopic; label: string }[] = [
  { value: 'order', label: 'Order or payment' },
  { value: 'listing', label: 'Listing or copyright' },
  { value: 'account', label: 'Account' },
  { value: 'other', label: 'Other' },
];

/** As the server checks them (CONTACT_LIMITS in the contracts). */
export const CONTACT_FORM_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
};

/** Mail notices (Profile → Settings, the unsubscribe page) and Contact Us. */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => 'auth/notifications',
      transformErrorResponse: withErrorTitle('Failed to fetch your email notifications'),
    }),
    updateNotificationSettings: build.mutation<NotificationSettings, Partial<NotificationSettings>>(
      {
        query: (change) => ({ url: 'auth/notifications', method: 'PUT', body: change }),
        transformErrorResponse: withServerText('Failed to save your email notifications'),
        async onQueryStarted(_change, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(noticesApi.util.upsertQueryData('getNotificationSettings', undefined, data));
          } catch {
            // The toast says it; the switches show what was saved before.
          }
        },
      },
    ),
    unsubscribe: build.mutation<UnsubscribeResultDto, string>({
      query: (token) => ({ url: 'notifications/unsubscribe', method: 'POST', body: { token } }),
      // The page shows the outcome itself.
      transformErrorResponse: shownInline,
    }),
    sendContactMessage: build.mutation<{ message: string; id: string }, ContactForm>({
      query: (form) => ({ url: 'contact', method: 'POST', body: form }),
      // The dialog shows the server's sentence (a field to fix, or when to try again).
      transformErrorResponse: shownInline,
    }),
    listContactMessages: build.query<
      { items: ContactMessage[]; total: number },
      { limit: number; offset: number }
    >({
      query: (params) => ({ url: 'admin/contact', params }),
      transformResponse: (items: ContactMessage[], meta) => ({
        items,
        total: Number(meta?.response?.headers.get('X-Total-Count') ?? items.length),
      }),
      transformErrorResponse: withErrorTitle('Failed to fetch the contact messages'),
    }),
  }),
});

export const {
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  useUnsubscribeMutation,
  useSendContactMessageMutation,
  useListContactMessagesQuery,
} = noticesApi;
