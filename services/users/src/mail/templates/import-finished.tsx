import * as React from 'react';
import { Action, Greeting, Layout, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const importFinished: MailTemplate<'import-finished'> = {
  subject: (data) => `Import finished: ${data.fileName}`,
  body: (data, context) => (
    <Layout preview={`${data.imported} imported, ${data.failed} with errors.`} context={context}>
      <Title>Your import finished</Title>
      <Greeting context={context} />
      <Paragraph>
        {data.fileName}: {data.imported} listing{data.imported === 1 ? '' : 's'} imported,{' '}
        {data.failed} row{data.failed === 1 ? '' : 's'} with errors.
      </Paragraph>
      {data.failed > 0 ? (
        <Action
          href={context.link(`/api/admin/imports/${encodeURIComponent(data.importId)}/errors.csv`)}
        >
          Download the error report
        </Action>
      ) : (
        <Action href={context.link('/admin')}>Open the admin panel</Action>
      )}
    </Layout>
  ),
};
