import * as React from 'react';
import { Action, Greeting, Layout, Note, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const listingTakenDown: MailTemplate<'listing-taken-down'> = {
  subject: (data) => `Taken down: ${data.listingTitle}`,
  body: (data, context) => (
    <Layout preview={`${data.listingTitle} was taken down.`} context={context}>
      <Title>Your listing was taken down</Title>
      <Greeting context={context} />
      <Paragraph>
        An admin took {data.listingTitle} down after a report. It is hidden from everyone but you;
        buyers keep the files they bought.
      </Paragraph>
      <Paragraph>Reason: {data.reason}</Paragraph>
      <Action href={context.link(`/edit-model/${encodeURIComponent(data.listingId)}`)}>
        Open the listing
      </Action>
      <Note>Think it is a mistake? Tell us through Contact Us.</Note>
    </Layout>
  ),
};
