export { buildApp } from './app.js';
export { NotificationConfig } from './config.js';
export { IDENTITY_DURABLE } from './consumers.js';
export { MAIL_QUEUE_NAME, type MailJobData, mailJobId } from './modules/mail/job.js';
export type { MailKind } from './modules/mail/kinds.js';
