import * as React from 'react';
import { Action, Greeting, Layout, Note, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const emailChangeConfirm: MailTemplate<'email-change-confirm'> = {
  subject: () => 'Confirm your new email address',
  body: (data, context) => (
    <Layout preview="Confirm your new address for Pitstop Prints." context={context}>
      <Title>Confirm your new address</Title>
      <Greeting context={context} />
      <Paragraph>
        You asked to use {data.newEmail} for your Pitstop Prints account. Confirm it here:
      </Paragraph>
      <Action href={context.link('/verify-email', { token: data.confirmToken })}>
        Confirm this address
      </Action>
      <Note>If you did not ask for this, ignore this mail: your account keeps its address.</Note>
    </Layout>
  ),
};
