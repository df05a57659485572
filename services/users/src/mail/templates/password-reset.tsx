import * as React from 'react';
import { Action, Greeting, Layout, Note, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const passwordReset: MailTemplate<'password-reset'> = {
  subject: () => 'Reset your Pitstop Prints password',
  body: (data, context) => (
    <Layout preview="A link to choose a new password." context={context}>
      <Title>Reset your password</Title>
      <Greeting context={context} />
      <Paragraph>
        Someone asked to reset the password of your Pitstop Prints account. Choose a new one here
        (the link works once, for {data.validMinutes} minutes):
      </Paragraph>
      <Action href={context.link('/reset-password', { token: data.resetToken })}>
        Choose a new password
      </Action>
      <Note>If it was not you, ignore this mail: your password stays as it is.</Note>
    </Layout>
  ),
};
