import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';
import { freePort } from './free-port.js';
import { waitUntil } from './wait-until.js';

export interface SinkMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  headers: Record<string, string>;
}

export interface MailSink {
  smtpPort: number;
  apiUrl: string;
  readMails(to: string): Promise<SinkMail[]>;
  waitForMail(to: string, timeoutMs?: number): Promise<SinkMail>;
  stop(): Promise<void>;
}

/**
 * An in-process maildev on its own ports and mail folder, so tests neither need nor disturb the
 * sink that infra/ runs on 1025/1080.
 */
export async function startMailSink(options: { smtpPort?: number } = {}): Promise<MailSink> {
  const smtpPort = options.smtpPort ?? (await freePort());
  const webPort = await freePort();
  const mailDirectory = await mkdtemp(path.join(tmpdir(), 'notification-maildev-'));
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

  async function readMails(to: string): Promise<SinkMail[]> {
    const response = await fetch(`${apiUrl}/api/email?to.address=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`maildev answered ${response.status}`);
    return (await response.json()) as SinkMail[];
  }

  return {
    smtpPort,
    apiUrl,
    readMails,
    waitForMail: (to, timeoutMs = 15_000) =>
      waitUntil(`a mail to ${to}`, async () => (await readMails(to))[0], { timeoutMs, intervalMs: 100 }),
    async stop() {
      await maildev.stop();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
