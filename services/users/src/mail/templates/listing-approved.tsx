import * as React from 'react';
import { Action, Greeting, Layout, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const listingApproved: MailTemplate<'listing-approved'> = {
  subject: (data) => `Approved: ${data.listingTitle} is live`,
  body: (data, context) => (
    <Layout preview={`${data.listingTitle} is now on Pitstop Prints.`} context={context}>
      <Title>Your listing is live</Title>
      <Greeting context={context} />
      <Paragraph>
        {data.listingTitle} was approved and is now in search and on its own page for every buyer.
      </Paragraph>
      <Action href={context.link(`/models/${encodeURIComponent(data.slug)}`)}>
        See the listing
      </Action>
    </Layout>
  ),
};
