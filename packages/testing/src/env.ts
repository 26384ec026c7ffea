/** Addresses of the machine's infrastructure as tests see them (set by `npm test`, defaults here). */
export const testEnv = {
  get databaseAdminUrl(): string {
    return process.env.DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  },
  get redisUrl(): string {
    return process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  },
  get natsUrl(): string {
    return process.env.NATS_URL || 'nats://127.0.0.1:4222';
  },
  get maildevUrl(): string {
    return process.env.MAILDEV_URL || 'http://127.0.0.1:1080';
  },
  get smtpHost(): string {
    return process.env.SMTP_HOST || '127.0.0.1';
  },
  get smtpPort(): number {
    return Number(process.env.SMTP_PORT || 1025);
  },
  get s3Endpoint(): string {
    return process.env.S3_ENDPOINT || 'http://127.0.0.1:4569';
  },
  get chromiumPath(): string {
    return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  },
};
