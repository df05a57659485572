import * as React from 'react';
import { Action, Greeting, Layout, Paragraph, Title } from './layout.js';
import type { MailTemplate } from './template.js';

export const importFinished: MailTemplate<'import-finished'> = {
  subject: (data) =>
    data.status === 'failed'
      ? `Import failed: ${data.fileName}`
      : `Import finished: ${data.fileName}`,
  body: (data, context) => (
    <Layout preview={`${data.imported} imported, ${data.failed} with errors.`} context={context}>
      <Title>{data.status === 'failed' ? 'Your import failed' : 'Your import finished'}</Title>
      <Greeting context={context} />
      {data.message ? <Paragraph>{data.message}</Paragraph> : null}
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
        <Action href={context.link('/admin', { tab: 'settings' })}>Open the admin panel</Action>
      )}
    </Layout>
  ),
};
