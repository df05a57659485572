// The local mail server npm start runs (MailDev from the npm registry): the users worker sends
// every mail to its SMTP port, and its inbox shows them at http://localhost:1080 (REST API at
// /api/email). Both listen on 127.0.0.1 only. Mail lives in MailDev's memory (and a temporary
// folder): a restart empties the inbox.
import { MailDev } from 'maildev';

/** Starts MailDev; resolves with its SMTP URL, its inbox address and a close(). */
export async function startLocalMail({ smtpPort = 1025, webPort = 1080 } = {}) {
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://localhost:${webPort}`,
    close: () => maildev.stop(),
  };
}
