import * as React from 'react';
import { Action, Greeting, Layout, Note, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const passwordChanged: MailTemplate<'password-changed'> = {
  subject: () => 'Your password was changed',
  body: (_data, context) => (
    <Layout preview="Your Pitstop Prints password was just changed." context={context}>
      <Title>Your password was changed</Title>
      <Greeting context={context} />
      <Paragraph>
        The password of your Pitstop Prints account was just changed, and every other session was
        signed out.
      </Paragraph>
      <Action href={context.link('/auth')}>Sign in</Action>
      <Note>
        Not you? Reset your password now from the sign-in page (Forgot password?) and tell us
        through Contact Us.
      </Note>
    </Layout>
  ),
};
