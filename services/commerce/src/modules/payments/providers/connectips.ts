import { createSign } from 'node:crypto';
import { type Handoff, type PaymentAttempt, toPaisa } from './handoff.js';

export type ConnectIpsSettings = {
  formUrl: string;
  validateUrl: string;
  merchantId: string;
  appId: string;
  appName: string;
  /** The API password NCHL issues with the app; Basic auth of validatetxn. */
  password: string;
  /** PEM text of the merchant's private key (extracted from the .pfx NCHL issues). */
  privateKeyPem: string;
};

export type ConnectIpsValidation = { status: 'SUCCESS' | 'FAILED' | 'ERROR'; description: string };

/** Limits of the gateway's form fields; a longer value is refused rather than cut by ConnectIPS. */
const TXNID_MAX = 20;
const REMARKS_MAX = 50;
const PARTICULARS_MAX = 100;
const VALIDATE_TIMEOUT_MS = 10_000;
/** Nepal Standard Time is UTC+05:45 all year (no daylight saving). */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

function sign(privateKeyPem: string, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKeyPem, 'base64');
}

/** DD-MM-YYYY on the Nepali calendar day of `now`, as the bank's statement will show it. */
export function connectIpsDate(now: Date): string {
  const nepal = new Date(now.getTime() + NEPAL_OFFSET_MS);
  const dd = String(nepal.getUTCDate()).padStart(2, '0');
  const mm = String(nepal.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${nepal.getUTCFullYear()}`;
}

export function connectIpsHandoff(settings: ConnectIpsSettings, attempt: PaymentAttempt, now = new Date()): Handoff {
  if (attempt.attemptId.length > TXNID_MAX) {
    throw new Error(`ConnectIPS TXNID must be at most ${TXNID_MAX} characters: ${attempt.attemptId}`);
  }
  const fields: Record<string, string> = {
    MERCHANTID: settings.merchantId,
    APPID: settings.appId,
    APPNAME: settings.appName,
    TXNID: attempt.attemptId,
    TXNDATE: connectIpsDate(now),
    TXNCRNCY: 'NPR',
    TXNAMT: String(toPaisa(attempt.grandTotal)),
    REFERENCEID: attempt.orderId,
    REMARKS: attempt.description.slice(0, REMARKS_MAX),
    PARTICULARS: `Order ${attempt.orderId}`.slice(0, PARTICULARS_MAX),
  };
  const message = `${Object.entries(fields)
    .map(([name, value]) => `${name}=${value}`)
    .join(',')},TOKEN=TOKEN`;
  fields.TOKEN = sign(settings.privateKeyPem, message);
  return { method: 'POST', action: settings.formUrl, fields };
}

/**
 * Asks ConnectIPS whether a transaction was paid. The browser's return to the success URL only
 * carries TXNID, which anyone can forge, so only this answer may mark an order paid.
 */
export async function validateConnectIpsTxn(
  settings: ConnectIpsSettings,
  { txnId, amountPaisa }: { txnId: string; amountPaisa: number },
  fetchImpl: typeof fetch = fetch,
): Promise<ConnectIpsValidation> {
  const txnAmt = String(amountPaisa);
  const token = sign(
    settings.privateKeyPem,
    `MERCHANTID=${settings.merchantId},APPID=${settings.appId},REFERENCEID=${txnId},TXNAMT=${txnAmt}`,
  );
  const response = await fetchImpl(settings.validateUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${settings.appId}:${settings.password}`).toString('base64')}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({
      merchantId: settings.merchantId,
      appId: settings.appId,
      referenceId: txnId,
      txnAmt: amountPaisa,
      token,
    }),
    signal: AbortSignal.timeout(VALIDATE_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`ConnectIPS validatetxn answered ${response.status}: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as { status?: unknown; statusDesc?: unknown; referenceId?: unknown };
  if (body.status !== 'SUCCESS' && body.status !== 'FAILED' && body.status !== 'ERROR') {
    throw new Error(`ConnectIPS validatetxn gave an unknown status: ${text.slice(0, 200)}`);
  }
  // A SUCCESS about another transaction must not pay this one.
  if (body.status === 'SUCCESS' && body.referenceId !== undefined && String(body.referenceId) !== txnId) {
    return { status: 'ERROR', description: `answer was for ${String(body.referenceId)}, not ${txnId}` };
  }
  return { status: body.status, description: typeof body.statusDesc === 'string' ? body.statusDesc : '' };
}
