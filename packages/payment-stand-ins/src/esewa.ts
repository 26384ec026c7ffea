import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  errorPage,
  type ListenOptions,
  listen,
  page,
  postForm,
  pressButton,
  randomCode,
  readForm,
  redirect,
  sameText,
  sendHtml,
  sendJson,
  withQuery,
} from './http.js';

/** eSewa's published test merchant; the stand-in uses it unless told otherwise. */
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';

const FORM_PATH = '/api/epay/main/v2/form';
const STATUS_PATH = '/api/epay/transaction/status/';
const RESPONSE_SIGNED_FIELDS = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
const REQUIRED_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'];
const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;

export type EsewaStatus = 'PENDING' | 'COMPLETE' | 'CANCELED';

export type EsewaTransaction = {
  transactionUuid: string;
  productCode: string;
  /** As posted, so a status check must name the same amount. */
  totalAmount: number;
  successUrl: string;
  failureUrl: string;
  status: EsewaStatus;
  transactionCode: string | null;
};

export type EsewaStandInOptions = ListenOptions & { secretKey?: string; productCode?: string };

export type EsewaStandIn = {
  url: string;
  formUrl: string;
  statusUrl: string;
  /** By transaction_uuid. */
  transactions: Map<string, EsewaTransaction>;
  close(): Promise<void>;
};

/** base64(HMAC-SHA256) over "name=value" pairs of the signed fields, comma-joined in their listed order. */
export function esewaSign(secretKey: string, fields: Record<string, string>, signedFieldNames: string): string {
  const message = signedFieldNames
    .split(',')
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join(',');
  return createHmac('sha256', secretKey).update(message).digest('base64');
}

export async function startEsewaStandIn(options: EsewaStandInOptions = {}): Promise<EsewaStandIn> {
  const secretKey = options.secretKey ?? ESEWA_TEST_SECRET_KEY;
  const productCode = options.productCode ?? ESEWA_TEST_PRODUCT_CODE;
  const transactions = new Map<string, EsewaTransaction>();
  // Hosted-page tokens, so the Pay/Cancel buttons cannot be pointed at someone else's transaction.
  const pages = new Map<string, string>();

  async function takeForm(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const problem = formProblem(form, secretKey, productCode, transactions);
    if (problem) return sendJson(res, 400, problem);
    const transaction: EsewaTransaction = {
      transactionUuid: form.transaction_uuid,
      productCode: form.product_code,
      totalAmount: parseAmount(form.total_amount)!,
      successUrl: form.success_url,
      failureUrl: form.failure_url,
      status: 'PENDING',
      transactionCode: null,
    };
    transactions.set(transaction.transactionUuid, transaction);
    const token = randomUUID();
    pages.set(token, transaction.transactionUuid);
    const html = page(
      'eSewa (stand-in)',
      [
        ['Merchant', transaction.productCode],
        ['Transaction', transaction.transactionUuid],
        ['Total (NPR)', form.total_amount],
      ],
      [
        { label: 'Pay', action: `/api/epay/main/v2/pay/${token}`, testId: 'esewa-pay' },
        { label: 'Cancel', action: `/api/epay/main/v2/cancel/${token}`, testId: 'esewa-cancel' },
      ],
    );
    sendHtml(res, 200, html);
  }

  function finish(res: ServerResponse, token: string, pay: boolean) {
    const transaction = transactions.get(pages.get(token) ?? '');
    if (!transaction) return errorPage(res, 404, 'Unknown or expired payment page.');
    if (transaction.status !== 'PENDING') return errorPage(res, 409, `This payment is already ${transaction.status}.`);
    pages.delete(token);
    if (!pay) {
      transaction.status = 'CANCELED';
      return redirect(res, transaction.failureUrl);
    }
    transaction.status = 'COMPLETE';
    transaction.transactionCode = randomCode(7);
    const fields: Record<string, string> = {
      transaction_code: transaction.transactionCode,
      status: 'COMPLETE',
      // eSewa sends the amount formatted with grouping ("1,000.0") and signs it in that form.
      total_amount: formatLikeEsewa(transaction.totalAmount),
      transaction_uuid: transaction.transactionUuid,
      product_code: transaction.productCode,
      signed_field_names: RESPONSE_SIGNED_FIELDS,
    };
    fields.signature = esewaSign(secretKey, fields, RESPONSE_SIGNED_FIELDS);
    const data = Buffer.from(JSON.stringify(fields)).toString('base64');
    redirect(res, withQuery(transaction.successUrl, { data }));
  }

  function status(res: ServerResponse, query: URLSearchParams) {
    const uuid = query.get('transaction_uuid');
    const code = query.get('product_code');
    const total = parseAmount(query.get('total_amount') ?? '');
    if (!uuid || !code || total === null) {
      return sendJson(res, 400, {
        code: 'INVALID',
        message: 'product_code, total_amount and transaction_uuid are required',
      });
    }
    const transaction = transactions.get(uuid);
    // eSewa only finds a transaction when product code, uuid and amount all match what was paid.
    const found =
      transaction?.productCode === code && toPaisa(transaction.totalAmount) === toPaisa(total) ? transaction : null;
    sendJson(res, 200, {
      product_code: code,
      transaction_uuid: uuid,
      total_amount: total,
      status: found?.status ?? 'NOT_FOUND',
      ref_id: found?.transactionCode ?? null,
    });
  }

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const action = /^\/api\/epay\/main\/v2\/(pay|cancel)\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === FORM_PATH) return takeForm(req, res);
    if (req.method === 'POST' && action) return finish(res, action[2], action[1] === 'pay');
    if (req.method === 'GET' && url.pathname === STATUS_PATH) return status(res, url.searchParams);
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'not found' });
  }, options);

  return {
    url: server.url,
    formUrl: `${server.url}${FORM_PATH}`,
    statusUrl: `${server.url}${STATUS_PATH}`,
    transactions,
    close: server.close,
  };
}

type FormError = { code: string; message: string };

function formProblem(
  form: Record<string, string>,
  secretKey: string,
  productCode: string,
  transactions: Map<string, EsewaTransaction>,
): FormError | null {
  const problem = formProblemText(form, productCode);
  if (problem) return { code: 'INVALID', message: problem };
  // ES104 is the code eSewa answers a bad signature with.
  if (!sameText(esewaSign(secretKey, form, form.signed_field_names), form.signature)) {
    return { code: 'ES104', message: 'Invalid payload signature.' };
  }
  if (transactions.get(form.transaction_uuid)?.status === 'COMPLETE') {
    return { code: 'INVALID', message: 'duplicate transaction_uuid' };
  }
  return null;
}

function formProblemText(form: Record<string, string>, productCode: string): string | null {
  const missing = FORM_FIELDS.filter((name) => form[name] === undefined || form[name] === '');
  if (missing.length) return `missing fields: ${missing.join(', ')}`;
  if (form.product_code !== productCode) return `unknown product_code ${form.product_code}`;
  const signed = form.signed_field_names.split(',');
  const unsigned = REQUIRED_SIGNED_FIELDS.filter((name) => !signed.includes(name));
  if (unsigned.length) return `signed_field_names must include ${unsigned.join(', ')}`;
  const parts = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'].map((name) =>
    parseAmount(form[name]),
  );
  const total = parseAmount(form.total_amount);
  if (total === null || parts.some((part) => part === null)) return 'amounts must be non-negative numbers';
  const sum = parts.reduce((acc: number, part) => acc + toPaisa(part!), 0);
  if (sum !== toPaisa(total)) return 'total_amount must equal amount + tax_amount + service and delivery charges';
  if (total <= 0) return 'total_amount must be positive';
  if (!isHttpUrl(form.success_url) || !isHttpUrl(form.failure_url)) return 'success_url and failure_url must be URLs';
  return null;
}

function parseAmount(value: string): number | null {
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
}

function toPaisa(npr: number): number {
  return Math.round(npr * 100);
}

function formatLikeEsewa(npr: number): string {
  return npr.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Does what the customer's browser does: posts the merchant's form to eSewa, presses Pay, and
 * returns where eSewa redirects (success_url?data=...), without following it.
 */
export async function payEsewa(formUrl: string, fields: Record<string, string>): Promise<string> {
  const landing = await postForm(formUrl, fields);
  return pressButton(landing.url, landing.html, 'esewa-pay');
}

/** Like payEsewa, but presses Cancel: returns the failure_url eSewa redirects to. */
export async function cancelEsewa(formUrl: string, fields: Record<string, string>): Promise<string> {
  const landing = await postForm(formUrl, fields);
  return pressButton(landing.url, landing.html, 'esewa-cancel');
}
