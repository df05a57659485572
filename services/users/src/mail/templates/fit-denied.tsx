import * as React from 'react';
import { Action, Greeting, Layout, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const fitDenied: MailTemplate<'fit-denied'> = {
  subject: (data) => `${data.listingTitle} does not fit a ${data.vehicleLabel}, an owner says`,
  body: (data, context) => (
    <Layout
      preview={`${data.ownerName} printed ${data.listingTitle}: it does not fit their ${data.vehicleLabel}.`}
      context={context}
    >
      <Title>A part does not fit</Title>
      <Greeting context={context} />
      <Paragraph>
        {data.ownerName} printed {data.listingTitle} and says it does not fit their{' '}
        {data.vehicleLabel}.
      </Paragraph>
      {data.note ? <Paragraph>“{data.note}”</Paragraph> : null}
      <Paragraph>
        Check the fitment you listed, or say in the description which cars it was measured on.
      </Paragraph>
      <Action href={context.link(`/models/${encodeURIComponent(data.slug)}`)}>
        See what owners say
      </Action>
    </Layout>
  ),
};
