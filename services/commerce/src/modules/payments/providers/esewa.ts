import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Handoff, type PaymentAttempt, toPaisa } from './handoff.js';

export type EsewaSettings = { formUrl: string; statusUrl: string; productCode: string; secretKey: string };

export type EsewaReturn =
  | { ok: true; transactionUuid: string; totalAmount: number; transactionCode: string; status: string }
  | { ok: false; reason: string };

export type EsewaStatus = { status: string; refId: string | null };

const FORM_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';
/** eSewa may sign the return with other field lists; these must be covered or the payload proves nothing. */
const RETURN_FIELDS_THAT_MUST_BE_SIGNED = [
  'transaction_code',
  'status',
  'total_amount',
  'transaction_uuid',
  'product_code',
];
const STATUS_TIMEOUT_MS = 10_000;

function sign(secretKey: string, message: string): string {
  return createHmac('sha256', secretKey).update(message).digest('base64');
}

/** Whole rupees as plain digits, otherwise two decimals: the form value and the signed text must be identical. */
function formatNpr(npr: number): string {
  const paisa = toPaisa(npr);
  return paisa % 100 === 0 ? String(paisa / 100) : (paisa / 100).toFixed(2);
}

export function esewaHandoff(settings: EsewaSettings, attempt: PaymentAttempt): Handoff {
  // eSewa refuses a form whose parts do not add up; failing here names the bug on our side instead.
  if (toPaisa(attempt.itemTotal) + toPaisa(attempt.tax) + toPaisa(attempt.shipping) !== toPaisa(attempt.grandTotal)) {
    throw new Error(`attempt ${attempt.attemptId}: itemTotal + tax + shipping does not equal grandTotal`);
  }
  const fields: Record<string, string> = {
    amount: formatNpr(attempt.itemTotal),
    tax_amount: formatNpr(attempt.tax),
    product_service_charge: '0',
    product_delivery_charge: formatNpr(attempt.shipping),
    total_amount: formatNpr(attempt.grandTotal),
    transaction_uuid: attempt.attemptId,
    product_code: settings.productCode,
    success_url: attempt.successUrl,
    failure_url: attempt.failureUrl,
    signed_field_names: FORM_SIGNED_FIELDS,
  };
  fields.signature = sign(
    settings.secretKey,
    `total_amount=${fields.total_amount},transaction_uuid=${fields.transaction_uuid},product_code=${fields.product_code}`,
  );
  return { method: 'POST', action: settings.formUrl, fields };
}

/**
 * Reads the `data` eSewa appends to success_url. It arrives through the customer's browser, so
 * nothing in it counts until its signature checks out; even then, confirm with checkEsewaStatus
 * before fulfilling, since a signed payload can be replayed.
 */
export function readEsewaReturn(settings: EsewaSettings, data: string): EsewaReturn {
  let payload: Record<string, unknown>;
  try {
    // A '+' in unencoded base64 turns into a space when a query string is decoded.
    const json = Buffer.from(data.replaceAll(' ', '+'), 'base64').toString('utf8');
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    payload = parsed as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'data is not base64-encoded JSON' };
  }
  const names = typeof payload.signed_field_names === 'string' ? payload.signed_field_names.split(',') : [];
  const unsigned = RETURN_FIELDS_THAT_MUST_BE_SIGNED.filter((name) => !names.includes(name));
  if (unsigned.length) return { ok: false, reason: `unsigned fields: ${unsigned.join(', ')}` };
  if (typeof payload.signature !== 'string') return { ok: false, reason: 'no signature' };
  if (!signatureMatches(settings.secretKey, payload, names, payload.signature)) {
    return { ok: false, reason: 'signature mismatch' };
  }
  if (payload.product_code !== settings.productCode) return { ok: false, reason: 'another merchant’s product code' };
  const totalAmount = parseEsewaAmount(payload.total_amount);
  if (totalAmount === null) return { ok: false, reason: 'unreadable total_amount' };
  return {
    ok: true,
    transactionUuid: String(payload.transaction_uuid),
    totalAmount,
    transactionCode: String(payload.transaction_code),
    status: String(payload.status),
  };
}

function signatureMatches(secretKey: string, payload: Record<string, unknown>, names: string[], signature: string) {
  // eSewa signs each value as the text it sent; a JSON number such as 1000.0 parses to 1000, so
  // for numbers the one-decimal form eSewa writes is tried as well.
  const variants = (value: unknown): string[] =>
    typeof value === 'number' ? [...new Set([String(value), value.toFixed(1)])] : [String(value ?? '')];
  let messages = [''];
  for (const [i, name] of names.entries()) {
    const prefix = i === 0 ? '' : ',';
    messages = messages.flatMap((m) => variants(payload[name]).map((v) => `${m}${prefix}${name}=${v}`));
  }
  const given = Buffer.from(signature);
  return messages.some((message) => {
    const expected = Buffer.from(sign(secretKey, message));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** "1,000.0" (as eSewa formats it) → 1000. */
export function parseEsewaAmount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replaceAll(',', '') : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** The server-to-server confirmation; the only eSewa answer that does not pass through the browser. */
export async function checkEsewaStatus(
  settings: EsewaSettings,
  { transactionUuid, totalAmount }: { transactionUuid: string; totalAmount: number },
  fetchImpl: typeof fetch = fetch,
): Promise<EsewaStatus> {
  const url = new URL(settings.statusUrl);
  url.searchParams.set('product_code', settings.productCode);
  url.searchParams.set('total_amount', formatNpr(totalAmount));
  url.searchParams.set('transaction_uuid', transactionUuid);
  const response = await fetchImpl(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`eSewa status check answered ${response.status}: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as { status?: unknown; ref_id?: unknown; transaction_uuid?: unknown };
  if (typeof body.status !== 'string') throw new Error(`eSewa status check gave no status: ${text.slice(0, 200)}`);
  if (body.transaction_uuid !== undefined && body.transaction_uuid !== transactionUuid) {
    throw new Error(`eSewa answered for transaction ${String(body.transaction_uuid)}, not ${transactionUuid}`);
  }
  return { status: body.status, refId: typeof body.ref_id === 'string' && body.ref_id ? body.ref_id : null };
}
