import * as React from 'react';
import { Action, Layout, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const contactMessage: MailTemplate<'contact-message'> = {
  subject: (data) => `Contact Us: ${data.topic} (from ${data.name})`,
  body: (data, context) => (
    <Layout preview={`${data.name} wrote about ${data.topic}.`} context={context}>
      <Title>A message through Contact Us</Title>
      <Paragraph>
        From {data.name} &lt;{data.email}&gt; · Topic: {data.topic}
      </Paragraph>
      <Paragraph>
        <span style={{ whiteSpace: 'pre-wrap' }}>{data.message}</span>
      </Paragraph>
      <Action href={context.link('/admin')}>Open the admin panel</Action>
    </Layout>
  ),
};
