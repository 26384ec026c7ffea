import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  errorPage,
  type ListenOptions,
  listen,
  page,
  postForm,
  pressButton,
  readBody,
  readForm,
  redirect,
  sameText,
  sendHtml,
  sendJson,
  withQuery,
} from './http.js';

const FORM_PATH = '/connectipswebgw/loginpage';
const VALIDATE_PATH = '/connectipswebws/api/creditor/validatetxn';
const FORM_FIELDS = [
  'MERCHANTID',
  'APPID',
  'APPNAME',
  'TXNID',
  'TXNDATE',
  'TXNCRNCY',
  'TXNAMT',
  'REFERENCEID',
  'REMARKS',
  'PARTICULARS',
] as const;

export type ConnectIpsStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

export type ConnectIpsTransaction = {
  txnId: string;
  referenceId: string;
  amountPaisa: number;
  status: ConnectIpsStatus;
};

export type ConnectIpsStandInOptions = ListenOptions & {
  merchantId?: string;
  appId?: string;
  password?: string;
  /** The merchant's public key; ConnectIPS holds it from the merchant's registered certificate. */
  publicKeyPem: string;
  /** ConnectIPS registers these per merchant instead of taking them in the form. */
  successUrl?: string;
  failureUrl?: string;
};

export type ConnectIpsStandIn = {
  url: string;
  formUrl: string;
  validateUrl: string;
  merchantId: string;
  appId: string;
  password: string;
  /** By TXNID. */
  transactions: Map<string, ConnectIpsTransaction>;
  setReturnUrls(successUrl: string, failureUrl: string): void;
  close(): Promise<void>;
};

/** The TOKEN of the payment form: RSA-SHA256 over the fields in this order, ending in the literal "TOKEN=TOKEN". */
export function connectIpsFormMessage(fields: Record<string, string>): string {
  return `${FORM_FIELDS.map((name) => `${name}=${fields[name] ?? ''}`).join(',')},TOKEN=TOKEN`;
}

export function connectIpsValidateMessage(merchantId: string, appId: string, referenceId: string, txnAmt: string) {
  return `MERCHANTID=${merchantId},APPID=${appId},REFERENCEID=${referenceId},TXNAMT=${txnAmt}`;
}

export function rsaSign(privateKeyPem: string, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKeyPem, 'base64');
}

function rsaVerifies(publicKeyPem: string, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** A fresh merchant key pair; real merchants get theirs inside a .pfx from NCHL. */
export function generateMerchantKeys(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

export async function startConnectIpsStandIn(options: ConnectIpsStandInOptions): Promise<ConnectIpsStandIn> {
  const merchantId = options.merchantId ?? '1000';
  const appId = options.appId ?? 'MER-1000-APP-1';
  const password = options.password ?? 'stand-in-password';
  let returnUrls = { success: options.successUrl, failure: options.failureUrl };
  const transactions = new Map<string, ConnectIpsTransaction>();
  const pages = new Map<string, string>();

  async function takeForm(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const problem = formProblem(form);
    if (problem) return errorPage(res, 400, problem);
    const transaction: ConnectIpsTransaction = {
      txnId: form.TXNID,
      referenceId: form.REFERENCEID,
      amountPaisa: Number(form.TXNAMT),
      status: 'PENDING',
    };
    transactions.set(transaction.txnId, transaction);
    const token = randomUUID();
    pages.set(token, transaction.txnId);
    sendHtml(
      res,
      200,
      page(
        'connectIPS (stand-in)',
        [
          ['Merchant', form.APPNAME],
          ['Transaction', transaction.txnId],
          ['Amount (NPR)', (transaction.amountPaisa / 100).toFixed(2)],
          ['Remarks', form.REMARKS],
        ],
        [
          { label: 'Pay', action: `/connectipswebgw/pay/${token}`, testId: 'connectips-pay' },
          { label: 'Cancel', action: `/connectipswebgw/cancel/${token}`, testId: 'connectips-cancel' },
        ],
      ),
    );
  }

  function formProblem(form: Record<string, string>): string | null {
    const missing = [...FORM_FIELDS, 'TOKEN'].filter((name) => !form[name]);
    if (missing.length) return `missing fields: ${missing.join(', ')}`;
    if (form.MERCHANTID !== merchantId || form.APPID !== appId) return 'unknown merchant or application';
    if (form.TXNID.length > 20) return 'TXNID is longer than 20 characters';
    if (!/^\d{2}-\d{2}-\d{4}$/.test(form.TXNDATE)) return 'TXNDATE must be DD-MM-YYYY';
    if (form.TXNCRNCY !== 'NPR') return 'TXNCRNCY must be NPR';
    if (!/^[1-9]\d*$/.test(form.TXNAMT)) return 'TXNAMT must be a positive whole number of paisa';
    if (!rsaVerifies(options.publicKeyPem, connectIpsFormMessage(form), form.TOKEN)) return 'invalid TOKEN';
    if (transactions.has(form.TXNID)) return 'duplicate TXNID';
    return null;
  }

  function finish(res: ServerResponse, token: string, pay: boolean) {
    const transaction = transactions.get(pages.get(token) ?? '');
    if (!transaction) return errorPage(res, 404, 'Unknown or expired payment page.');
    const target = pay ? returnUrls.success : returnUrls.failure;
    if (!target) return errorPage(res, 500, 'The merchant has no registered success/failure URL.');
    pages.delete(token);
    transaction.status = pay ? 'SUCCESS' : 'FAILED';
    redirect(res, withQuery(target, { TXNID: transaction.txnId }));
  }

  async function validate(req: IncomingMessage, res: ServerResponse) {
    const expected = `Basic ${Buffer.from(`${appId}:${password}`).toString('base64')}`;
    if (!sameText(req.headers.authorization ?? '', expected)) {
      return sendJson(res, 401, { error: 'unauthorized', error_description: 'Bad credentials' });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      return sendJson(res, 400, { error: 'invalid JSON' });
    }
    // The API accepts ids and amounts as JSON numbers or strings; the signature is over their text.
    const text = (key: string) =>
      typeof body[key] === 'string' || typeof body[key] === 'number' ? String(body[key]) : '';
    const [bodyMerchant, bodyApp, referenceId, txnAmt, token] = [
      'merchantId',
      'appId',
      'referenceId',
      'txnAmt',
      'token',
    ].map(text);
    const answer = (status: 'SUCCESS' | 'FAILED' | 'ERROR', statusDesc: string) =>
      sendJson(res, 200, {
        merchantId: bodyMerchant,
        appId: bodyApp,
        referenceId,
        txnAmt,
        token,
        status,
        statusDesc,
      });
    if (bodyMerchant !== merchantId || bodyApp !== appId) return answer('ERROR', 'Invalid merchant or application');
    const message = connectIpsValidateMessage(bodyMerchant, bodyApp, referenceId, txnAmt);
    if (!rsaVerifies(options.publicKeyPem, message, token)) return answer('ERROR', 'Invalid token');
    const transaction = transactions.get(referenceId);
    if (!transaction) return answer('FAILED', 'Transaction not found');
    if (String(transaction.amountPaisa) !== txnAmt) return answer('FAILED', 'Transaction amount mismatch');
    if (transaction.status !== 'SUCCESS') return answer('FAILED', 'TRANSACTION FAILED');
    answer('SUCCESS', 'TRANSACTION SUCCESSFUL');
  }

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const action = /^\/connectipswebgw\/(pay|cancel)\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === FORM_PATH) return takeForm(req, res);
    if (req.method === 'POST' && action) return finish(res, action[2], action[1] === 'pay');
    if (req.method === 'POST' && url.pathname === VALIDATE_PATH) return validate(req, res);
    sendJson(res, 404, { error: 'not found' });
  }, options);

  return {
    url: server.url,
    formUrl: `${server.url}${FORM_PATH}`,
    validateUrl: `${server.url}${VALIDATE_PATH}`,
    merchantId,
    appId,
    password,
    transactions,
    setReturnUrls(success, failure) {
      returnUrls = { success, failure };
    },
    close: server.close,
  };
}

/**
 * Does what the customer's browser does: posts the merchant's form, presses Pay, and returns
 * the registered success URL (with ?TXNID=) that connectIPS redirects to, without following it.
 */
export async function payConnectIps(formUrl: string, fields: Record<string, string>): Promise<string> {
  const landing = await postForm(formUrl, fields);
  return pressButton(landing.url, landing.html, 'connectips-pay');
}

/** Like payConnectIps, but presses Cancel: returns the registered failure URL. */
export async function cancelConnectIps(formUrl: string, fields: Record<string, string>): Promise<string> {
  const landing = await postForm(formUrl, fields);
  return pressButton(landing.url, landing.html, 'connectips-cancel');
}
