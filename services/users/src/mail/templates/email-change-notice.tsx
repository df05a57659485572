import * as React from 'react';
import { Greeting, Layout, Note, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const emailChangeNotice: MailTemplate<'email-change-notice'> = {
  subject: () => 'Your email address is being changed',
  body: (data, context) => (
    <Layout preview="A new email address was asked for your account." context={context}>
      <Title>Your email address is being changed</Title>
      <Greeting context={context} />
      <Paragraph>
        Someone signed in to your Pitstop Prints account asked to change its email address to{' '}
        {data.newEmail}. It changes once that address is confirmed.
      </Paragraph>
      <Note>
        Not you? Change your password now (Profile → Settings) and tell us through Contact Us.
      </Note>
    </Layout>
  ),
};
