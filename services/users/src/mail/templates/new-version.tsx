import * as React from 'react';
import { Action, Greeting, Layout, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const newVersion: MailTemplate<'new-version'> = {
  subject: (data) => `${data.listingTitle} has a new version`,
  body: (data, context) => (
    <Layout
      preview={`Version ${data.number} of ${data.listingTitle}: ${data.changelog}`}
      context={context}
    >
      <Title>A new version</Title>
      <Greeting context={context} />
      <Paragraph>
        {data.listingTitle} has a new version (version {data.number}). What changed:
      </Paragraph>
      <Paragraph>“{data.changelog}”</Paragraph>
      <Paragraph>You keep every version you had; the new files are yours to download.</Paragraph>
      <Action href={context.link(`/models/${encodeURIComponent(data.slug)}?tab=versions`)}>
        See the versions
      </Action>
    </Layout>
  ),
};
