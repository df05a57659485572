import * as React from 'react';
import { Action, Greeting, Layout, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const newReview: MailTemplate<'new-review'> = {
  subject: (data) => `New ${data.rating}-star review of ${data.listingTitle}`,
  body: (data, context) => (
    <Layout preview={`${data.reviewerName} reviewed ${data.listingTitle}.`} context={context}>
      <Title>A new review</Title>
      <Greeting context={context} />
      <Paragraph>
        {data.reviewerName} gave {data.listingTitle} {'★'.repeat(data.rating)}
        {'☆'.repeat(Math.max(0, 5 - data.rating))} ({data.rating} of 5).
      </Paragraph>
      {data.text ? <Paragraph>“{data.text}”</Paragraph> : null}
      <Action href={context.link(`/models/${encodeURIComponent(data.slug)}`)}>
        Read it on the listing
      </Action>
    </Layout>
  ),
};
