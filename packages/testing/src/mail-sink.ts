import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Mail, readMails, waitForMail } from './mail.js';
import { freePort } from './service.js';

export interface MailSink {
  smtpPort: number;
  apiUrl: string;
  readMails(to: string): Promise<Mail[]>;
  waitForMail(to: string, timeoutMs?: number): Promise<Mail>;
  stop(): Promise<void>;
}

/**
 * An in-process maildev on its own ports and mail folder, so a suite neither needs nor disturbs
 * the sink that infra/ runs on 1025/1080 (and can stop it to play an SMTP outage).
 */
export async function startMailSink(options: { smtpPort?: number } = {}): Promise<MailSink> {
  // Loaded here, not with the package: maildev brings jsdom, over a second of CPU for every test
  // process that imports @art/testing, and most never start a sink.
  const { MailDev } = await import('maildev');
  const smtpPort = options.smtpPort ?? (await freePort());
  const webPort = await freePort();
  const mailDirectory = await mkdtemp(path.join(tmpdir(), 'art-maildev-'));
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory,
  });
  await maildev.start();
  const apiUrl = `http://127.0.0.1:${webPort}`;
  return {
    smtpPort,
    apiUrl,
    readMails: (to) => readMails(to, { baseUrl: apiUrl }),
    waitForMail: (to, timeoutMs = 15_000) => waitForMail({ to, timeoutMs, intervalMs: 100, baseUrl: apiUrl }),
    async stop() {
      await maildev.stop();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
