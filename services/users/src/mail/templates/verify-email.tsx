import * as React from 'react';
import { Action, Greeting, Layout, Note, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

/** The verification link asked for again (the banner's 'Send the link again'): no welcome. */
export const verifyEmail: MailTemplate<'verify-email'> = {
  subject: () => 'Confirm your email address',
  body: (data, context) => (
    <Layout preview="Confirm your email address to publish listings." context={context}>
      <Title>Confirm your email address</Title>
      <Greeting context={context} />
      <Paragraph>
        You asked for a new link. Confirm that this address is yours to publish listings on Pitstop
        Prints:
      </Paragraph>
      <Action href={context.link('/verify-email', { token: data.verifyToken })}>
        Confirm my email
      </Action>
      <Note>
        This link replaces the ones mailed before. If you did not ask for it, ignore this mail.
      </Note>
    </Layout>
  ),
};
