// The SMTP sink: maildev 3 in this process (SMTP 1025, web page and API 1080). Mails are read
// back over its HTTP API (GET /api/email?to.address=…, DELETE /api/email/all), see @art/testing.
// When something already answers on the ports (another `npm start`), it is reused and left alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';
import { loadInfraConfig } from './config.mjs';
import { log } from './log.mjs';
import { httpOk, isPortOpen } from './wait.mjs';

/** Starts maildev (or reuses a running one); resolves to { smtpUrl, webUrl, owned, stop() }. */
export async function startSmtp(smtp = loadInfraConfig().smtp, { quiet = false } = {}) {
  const webUrl = `http://${smtp.host}:${smtp.webPort}`;
  const smtpUrl = `smtp://${smtp.host}:${smtp.port}`;
  const smtpBusy = await isPortOpen(smtp.host, smtp.port);
  const webBusy = await isPortOpen(smtp.host, smtp.webPort);
  if (smtpBusy || webBusy) {
    if (smtpBusy && (await httpOk(`${webUrl}/api/healthz`))) {
      if (!quiet) log.ok(`SMTP sink already running: SMTP ${smtpUrl}, web ${webUrl} (reused, left running on exit)`);
      return { smtpUrl, webUrl, owned: false, stop: async () => {} };
    }
    throw new Error(
      `port ${smtpBusy ? smtp.port : smtp.webPort} is taken by something that is not maildev; set SMTP_PORT / MAILDEV_WEB_PORT`,
    );
  }
  const mailDirectory = mkdtempSync(path.join(os.tmpdir(), 'art-maildev-'));
  const maildev = new MailDev({
    mailDirectory,
    smtp: smtp.port,
    ip: smtp.host,
    web: smtp.webPort,
    webIp: smtp.host,
    silent: true,
    maxEmails: 2000,
  });
  await maildev.start();
  if (!quiet) log.ok(`SMTP sink (maildev) SMTP ${smtpUrl}, web and API ${webUrl}`);
  return {
    smtpUrl,
    webUrl,
    owned: true,
    stop: async () => {
      await maildev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
      if (!quiet) log.info('stopped SMTP sink');
    },
  };
}
