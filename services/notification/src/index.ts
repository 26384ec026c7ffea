export { buildApp } from './app.js';
export { NotificationConfig } from './config.js';
export { MAIL_QUEUE_NAME, type MailJobData, mailJobId } from './mail/mail-job.js';
export type { MailKind } from './mail/mail-kinds.js';
export { IDENTITY_DURABLE } from './plugins/identity-consumer.js';
