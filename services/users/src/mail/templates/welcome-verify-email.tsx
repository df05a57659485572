import * as React from 'react';
import { Action, Greeting, Layout, Note, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const welcomeVerifyEmail: MailTemplate<'welcome-verify-email'> = {
  subject: (data) =>
    data.verifyToken
      ? 'Welcome to Pitstop Prints: confirm your email'
      : 'Welcome to Pitstop Prints',
  body: (data, context) => (
    <Layout preview="Your garage is open. Confirm your email to start selling." context={context}>
      <Title>Welcome to the pit lane</Title>
      <Greeting context={context} />
      <Paragraph>
        Your Pitstop Prints account is ready: find printable parts that fit your car, save them to
        collections, and sell your own designs.
      </Paragraph>
      {data.verifyToken ? (
        <>
          <Paragraph>Confirm that this address is yours:</Paragraph>
          <Action href={context.link('/verify-email', { token: data.verifyToken })}>
            Confirm my email
          </Action>
        </>
      ) : (
        <Action href={context.link('/')}>Browse parts</Action>
      )}
      <Note>
        If you did not create this account, ignore this mail: nothing happens without you.
      </Note>
    </Layout>
  ),
};
