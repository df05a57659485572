import * as React from 'react';
import { Action, Greeting, Layout, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const listingRejected: MailTemplate<'listing-rejected'> = {
  subject: (data) => `Not approved: ${data.listingTitle}`,
  body: (data, context) => (
    <Layout preview={`${data.listingTitle} was not approved.`} context={context}>
      <Title>Your listing was not approved</Title>
      <Greeting context={context} />
      <Paragraph>An admin reviewed {data.listingTitle} and did not approve it.</Paragraph>
      {data.reason ? <Paragraph>Reason: {data.reason}</Paragraph> : null}
      <Paragraph>Edit it and it goes back for review.</Paragraph>
      <Action href={context.link(`/edit-model/${encodeURIComponent(data.listingId)}`)}>
        Edit the listing
      </Action>
    </Layout>
  ),
};
