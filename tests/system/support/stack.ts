import { randomBytes } from 'node:crypto';
import { type SignInStandIns, startSignInStandIns } from '@art/sign-in-stand-ins';
import {
  freePorts,
  type OwnNats,
  PortTakenError,
  resetDatabase,
  type ServiceHandle,
  startOwnNats,
  startService,
  stopService,
  testDatabaseUrl,
  testEnv,
  uniqueStreamPrefix,
} from '@art/testing';

/**
 * Gateway + identity + catalogue + social + commerce + messaging + notification + moderation from source, on their own NATS and databases,
 * sharing the machine's PostgreSQL, Redis, SMTP sink and S3 endpoint (started by `npm test`), or
 * the servers given in `options.infra`.
 */
export interface Stack {
  gateway: ServiceHandle;
  identity: ServiceHandle;
  catalogue: ServiceHandle;
  social: ServiceHandle;
  commerce: ServiceHandle;
  messaging: ServiceHandle;
  /** The messaging service's environment, for a second instance. */
  messagingEnv: Record<string, string>;
  notification: ServiceHandle;
  moderation: ServiceHandle;
  nats: OwnNats;
  secrets: { jwtSecret: string; internalToken: string };
  /** The stack's own databases (art_<area>_<name>_test). */
  databases: {
    identity: string;
    catalogue: string;
    social: string;
    commerce: string;
    messaging: string;
    notification: string;
    moderation: string;
  };
  /** Prefix of the stack's streams, and of its BullMQ keys (`<prefix>-mail`). */
  prefix: string;
  /** The web API of the SMTP sink the stack mails to (undefined: the machine's, MAILDEV_URL). */
  mailUrl?: string;
  /** The stand-in Google and Facebook identity signs in with (options.signInStandIns). */
  signInStandIns?: SignInStandIns;
  /** The stack's processes by name, as they run now (restart replaces a handle). */
  processes(): Record<StackProcess, ServiceHandle>;
  /**
   * Stops one process (SIGKILL by default: a crash) and starts it again with the same environment
   * on the same port (the others keep its address); resolves once it answers /ready.
   */
  restart(name: StackProcess, options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<ServiceHandle>;
  /** `fetch` on the gateway: path under /api, JSON in and out. */
  api(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

/** Every process of a stack; they start together, each on a port chosen before any starts. */
export const STACK_PROCESSES = [
  'identity',
  'catalogue',
  'social',
  'commerce',
  'messaging',
  'notification',
  'moderation',
  'gateway',
] as const;

export type StackProcess = (typeof STACK_PROCESSES)[number];

/** Servers the stack uses instead of the machine's (each optional). */
export interface StackInfra {
  /** A NATS of the caller's, left running by stop(); default: a new own NATS, disposed by stop(). */
  nats?: OwnNats;
  /** The PostgreSQL server of the stack's databases (its admin URL); default DATABASE_ADMIN_URL. */
  databaseAdminUrl?: string;
  /** Default REDIS_URL. */
  redisUrl?: string;
  /** The SMTP sink's address and its web API (for reading mails); default SMTP_HOST:SMTP_PORT and MAILDEV_URL. */
  smtp?: { host: string; port: number; apiUrl?: string };
  /** Default S3_ENDPOINT. */
  s3Endpoint?: string;
}

export interface StackOptions {
  /** Servers to use instead of the machine's PostgreSQL, Redis, SMTP sink and S3 endpoint. */
  infra?: StackInfra;
  /** Extra environment for the gateway only (e.g. FRONTENDS_DIR), over the stack's own. */
  gatewayEnv?: Record<string, string>;
  /**
   * Give the gateway a port chosen in advance and make it the PUBLIC_URL of identity and
   * notification, so links in mails (e.g. the reset link) open on this stack's gateway.
   */
  linkToGateway?: boolean;
  /** Extra environment of the commerce service (e.g. the payment providers' URLs). */
  commerceEnv?: Record<string, string>;
  /**
   * Start the sign-in stand-ins ("Google": oidc-provider; "Facebook": the Login dialog and Graph)
   * with no people yet, registered for this stack's callbacks, and configure identity for them.
   * Implies linkToGateway (the providers send the browser back to PUBLIC_URL). Stopped with the stack.
   */
  signInStandIns?: boolean;
  /** Log level of every process (default warn; info shows one line per request and per mail). */
  logLevel?: string;
  /** Extra environment of every process (e.g. where to send traces). */
  env?: Record<string, string>;
}

/**
 * Starts the stack; when another process took one of its ports between their choice and the
 * bind (a test file running beside chooses its own at the same moment), it starts again on new
 * ones, up to three times.
 */
export async function startStack(name: string, options: StackOptions = {}): Promise<Stack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOnce(name, options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
      process.stderr.write(`startStack(${name}): ${error.message}; starting again on other ports\n`);
    }
  }
}

async function startStackOnce(name: string, options: StackOptions): Promise<Stack> {
  const infra = options.infra ?? {};
  const linked = options.linkToGateway || options.signInStandIns;
  // Known before anything starts, so that every process can be given the others' addresses and
  // all of them start at once (as pods do): a consumer makes a stream it follows when the owner
  // has not yet (ensureForeignStream), so no start order is needed.
  const chosen = await freePorts(STACK_PROCESSES.length);
  const ports = Object.fromEntries(STACK_PROCESSES.map((which, i) => [which, chosen[i]])) as Record<
    StackProcess,
    number
  >;
  const urlOf = (which: StackProcess) => `http://127.0.0.1:${ports[which]}`;
  let signIn: SignInStandIns | undefined;
  const ownsNats = !infra.nats;
  const nats = infra.nats ?? (await startOwnNats());
  const prefix = uniqueStreamPrefix();
  const secrets = { jwtSecret: randomBytes(32).toString('hex'), internalToken: randomBytes(24).toString('hex') };
  const database = (area: string) =>
    resetDatabase(testDatabaseUrl(`${area}_${name}`, infra.databaseAdminUrl ?? testEnv.databaseAdminUrl));
  const [identityDb, catalogueDb, socialDb, commerceDb, messagingDb, notificationDb, moderationDb] = await Promise.all(
    ['identity', 'catalogue', 'social', 'commerce', 'messaging', 'notification', 'moderation'].map(database),
  );
  const smtp = infra.smtp ?? { host: testEnv.smtpHost, port: testEnv.smtpPort };
  const common = {
    NATS_URL: nats.url,
    REDIS_URL: infra.redisUrl ?? testEnv.redisUrl,
    BUS_PREFIX: prefix,
    INTERNAL_TOKEN: secrets.internalToken,
    JWT_SECRET: secrets.jwtSecret,
    S3_ENDPOINT: infra.s3Endpoint ?? testEnv.s3Endpoint,
    LOG_LEVEL: options.logLevel ?? 'warn',
    PUBLIC_URL: linked ? urlOf('gateway') : 'http://localhost:8080',
    // The live socket's Redis key: messaging's adapter and notification's emitter share it.
    LIVE_SOCKET_KEY: `${prefix}-live`,
    // The members' write budget (the gateway's and the live socket's): its own keys, and raised,
    // since tests write in loops.
    RATE_LIMIT_PREFIX: `${prefix}:rate:`,
    WRITE_RATE_LIMIT_PER_USER: '100000',
    ...options.env,
  };
  // Each process's environment, kept for a restart.
  const envs = new Map<StackProcess, Record<string, string>>();
  const handles = new Map<StackProcess, ServiceHandle>();
  const started = () => [...handles.values()];
  const stopStarted = async () => {
    for (const handle of started().reverse()) await stopService(handle, { signal: 'SIGKILL' });
  };
  try {
    if (options.signInStandIns) {
      signIn = await startSignInStandIns({ publicUrls: [urlOf('gateway')], demoPeople: false });
    }
    // A second instance can join with the same settings (the live socket's tests do).
    const messagingEnv = { ...common, DATABASE_URL: messagingDb };
    envs.set('identity', { ...common, DATABASE_URL: identityDb, ...signIn?.identityEnv });
    envs.set('catalogue', {
      ...common,
      DATABASE_URL: catalogueDb,
      // Its own cache keys: never served a running stack's (or another test's) cached pages.
      CACHE_PREFIX: `${prefix}:catalogue:cache:`,
    });
    envs.set('social', { ...common, DATABASE_URL: socialDb });
    // Commerce reserves stock at catalogue while a buyer waits (an internal call, not through the gateway).
    envs.set('commerce', {
      ...common,
      DATABASE_URL: commerceDb,
      CATALOGUE_URL: urlOf('catalogue'),
      ...options.commerceEnv,
    });
    envs.set('messaging', messagingEnv);
    envs.set('notification', {
      ...common,
      DATABASE_URL: notificationDb,
      SMTP_URL: `smtp://${smtp.host}:${smtp.port}`,
      MAIL_QUEUE_PREFIX: `${prefix}-mail`,
      // The mail worker reads codes and reset tokens from identity itself, not through the gateway.
      IDENTITY_URL: urlOf('identity'),
    });
    // The operators' console: its queues are projections of the others' events.
    envs.set('moderation', { ...common, DATABASE_URL: moderationDb });
    envs.set('gateway', {
      ...common,
      IDENTITY_URL: urlOf('identity'),
      CATALOGUE_URL: urlOf('catalogue'),
      SOCIAL_URL: urlOf('social'),
      COMMERCE_URL: urlOf('commerce'),
      MESSAGING_URL: urlOf('messaging'),
      NOTIFICATION_URL: urlOf('notification'),
      MODERATION_URL: urlOf('moderation'),
      WRITE_RATE_LIMIT_PER_GUEST_IP: '100000', // tests write in loops
      ...options.gatewayEnv,
    });
    const starts = await Promise.allSettled(
      STACK_PROCESSES.map(async (which) => {
        const env = { ...(envs.get(which) as Record<string, string>), PORT: String(ports[which]) };
        envs.set(which, env);
        handles.set(which, await startService(which, env));
      }),
    );
    // Every process that did not start, not only the first of the list: one late process is slow
    // start-up, all of them is a machine or a shared server that stalled.
    const failed = starts.flatMap((start) => (start.status === 'rejected' ? [start.reason as Error] : []));
    const portTaken = failed.find((error) => error instanceof PortTakenError);
    if (portTaken) throw portTaken;
    if (failed.length === 1) throw failed[0];
    if (failed.length > 1) {
      throw new Error(
        `${failed.length} of the stack's ${STACK_PROCESSES.length} processes did not start:\n\n${failed.map((e) => e.message).join('\n\n')}`,
      );
    }
    const startedOf = (which: StackProcess) => handles.get(which) as ServiceHandle;
    const [identity, catalogue, social, commerce, messaging, notification, moderation, gateway] =
      STACK_PROCESSES.map(startedOf);
    const stack: Stack = {
      gateway,
      identity,
      catalogue,
      social,
      commerce,
      messaging,
      messagingEnv,
      notification,
      moderation,
      nats,
      secrets,
      databases: {
        identity: identityDb,
        catalogue: catalogueDb,
        social: socialDb,
        commerce: commerceDb,
        messaging: messagingDb,
        notification: notificationDb,
        moderation: moderationDb,
      },
      prefix,
      mailUrl: infra.smtp?.apiUrl,
      signInStandIns: signIn,
      processes: () => Object.fromEntries(handles) as Record<StackProcess, ServiceHandle>,
      async restart(which, restartOptions = {}) {
        const handle = handles.get(which);
        const env = envs.get(which);
        if (!handle || !env) throw new Error(`no process ${which} in this stack`);
        await stopService(handle, { signal: restartOptions.signal ?? 'SIGKILL' });
        const again = await startService(
          which,
          { ...env, PORT: String(handle.port) },
          { timeoutMs: restartOptions.timeoutMs },
        );
        handles.set(which, again);
        stack[which] = again;
        return again;
      },
      async api(path, init = {}) {
        const headers: Record<string, string> = {};
        if (init.body !== undefined) headers['content-type'] = 'application/json';
        if (init.token) headers.authorization = `JWT ${init.token}`;
        const res = await fetch(`${gateway.url}/api${path}`, {
          method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      },
      async stop() {
        for (const handle of started().reverse()) await stopService(handle);
        if (ownsNats) await nats.dispose();
        await signIn?.close();
      },
    };
    return stack;
  } catch (error) {
    await stopStarted();
    if (ownsNats) await nats.dispose();
    await signIn?.close();
    throw error;
  }
}
