import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MemberLanguage } from '@art/contracts';
import { type MailKind, type MailProps, renderMail } from '../../../src/modules/mail/kinds.js';
import { mailLanguage } from '../../../src/modules/mail/recipient-language.js';
import { en } from '../../../src/modules/mail/texts/en.js';

/** A name that must never become markup, in every mail that names someone. */
const NAME = '<b>Sita</b>';

const order = { orderId: 'ORD-7', orderNumber: 'KB-000123', items: [{ name: 'Himalayan <Dawn>', price: 25000 }] };

/** One mail of every kind, with a user-given name wherever the mail shows one. */
const samples: { [K in MailKind]: MailProps[K] } = {
  'verification-code': { name: NAME, code: '482913', expiresInMinutes: 10 },
  'password-reset': { name: NAME, resetUrl: 'http://art.test/resetpassword/t0k', expiresInMinutes: 60 },
  'password-changed': { name: NAME, resetRequestUrl: 'http://art.test/resetpassword' },
  welcome: { name: NAME, marketplaceUrl: 'http://art.test/' },
  'studio-request-received': { name: NAME, message: 'My work\nis here' },
  'inquiry-studio': {
    audience: 'studio',
    kind: 'artwork',
    name: NAME,
    email: 'gita@example.test',
    phone: '9800000000',
    message: 'Is it still for sale?',
    art: 'Himalayan Dawn',
    artist: 'Ram',
    artImage: '',
  },
  'inquiry-support': {
    audience: 'support',
    kind: 'exhibition',
    name: NAME,
    email: 'gita@example.test',
    phone: '',
    message: 'Is it still for sale?',
    art: '',
    artist: 'Ram',
    artImage: '',
  },
  'order-confirmation': {
    name: NAME,
    ...order,
    itemTotal: 25000,
    tax: 3250,
    shipping: 500,
    grandTotal: 28750,
    paymentMethod: 'cash',
    ordersUrl: 'http://art.test/order',
  },
  'new-order': { name: NAME, buyerName: NAME, ...order, salesUrl: 'http://art.test/order?view=sales' },
  'payment-received': {
    name: NAME,
    ...order,
    amount: 28750,
    currency: 'NPR',
    provider: 'esewa',
    reference: 'ES-1',
    ordersUrl: 'http://art.test/order/ORD-7',
  },
  'order-progress': { name: NAME, ...order, step: 'shipped', orderUrl: 'http://art.test/order/ORD-7' },
  'order-cancelled': { name: NAME, ...order, step: 'payment-timeout', orderUrl: 'http://art.test/order/ORD-7' },
  'refund-pending': {
    name: NAME,
    ...order,
    step: 'refund-pending',
    amountNpr: 25000,
    orderUrl: 'http://art.test/order/ORD-7',
  },
  'refund-made': {
    name: NAME,
    ...order,
    step: 'refund-made',
    amountNpr: 25000,
    orderUrl: 'http://art.test/order/ORD-7',
  },
  'studio-approved': { name: NAME, uploadUrl: 'http://art.test/upload' },
  'studio-rejected': { name: NAME, reason: 'Too few works yet', applyUrl: 'http://art.test/sita/get-studio' },
  'account-suspended': { name: NAME, reason: 'Spam' },
  'account-reinstated': { name: NAME, reason: 'Appeal granted', signInUrl: 'http://art.test/login' },
  'appeal-rejected': { name: NAME, reason: 'Spam' },
  'new-works-digest': {
    name: NAME,
    works: [{ name: 'Himalayan Dawn', studio: 'Ram', url: 'http://art.test/artwork/dawn' }],
    more: 2,
    settingsUrl: 'http://art.test/notifications',
    stopUrl: 'http://art.test/mail/stop?token=x',
  },
};

const kinds = Object.keys(samples) as MailKind[];
const render = (kind: MailKind, language?: MemberLanguage) =>
  renderMail(kind, samples[kind] as MailProps[MailKind], language);

/** Every English sentence of the catalog, cut at its placeholders: none may show in another language. */
function englishFragments(node: unknown): string[] {
  if (typeof node === 'string') {
    return node
      .split(/\{\{[^}]+\}\}/)
      .map((part) => part.trim())
      .filter((part) => part.length >= 10 && part.includes(' '));
  }
  return Object.values(node as Record<string, unknown>).flatMap(englishFragments);
}
const ENGLISH = englishFragments(en);

const SCRIPT: Record<'ne' | 'zh', RegExp> = { ne: /[\u0900-\u097F]/, zh: /[\u4E00-\u9FFF]/ };
const BRAND = { en: 'Art Marketplace', ne: 'कला बजार', zh: '艺术市场' };

describe('every mail in every language', () => {
  for (const language of ['ne', 'zh'] as const) {
    for (const kind of kinds) {
      it(`${kind} in ${language}: its own words, no English sentence, the lang attribute, names escaped`, () => {
        const mail = render(kind, language);
        assert.match(mail.subject, SCRIPT[language], 'the subject is in the language');
        assert.notEqual(mail.subject, render(kind, 'en').subject);
        for (const part of [mail.subject, mail.text, mail.html]) {
          for (const fragment of ENGLISH) assert.ok(!part.includes(fragment), `"${fragment}" left in English`);
        }
        // The first line of the mail's own words (not a name, an artwork or a link).
        const firstSentence = mail.text.split('\n').find((line) => line && !/Sita|^- |^http/.test(line));
        assert.match(firstSentence ?? '', SCRIPT[language], 'the body is in the language');
        assert.match(mail.html, new RegExp(`<html lang="${language}">`));
        assert.ok(mail.html.includes(BRAND[language]), 'the marketplace as the pages name it');
        assert.doesNotMatch(mail.html, /<b>Sita|<Dawn>/);
        assert.match(mail.html, /&lt;b&gt;Sita&lt;\/b&gt;/);
      });
    }
  }

  for (const kind of kinds) {
    it(`${kind} in English, also when no language is given`, () => {
      const mail = render(kind, 'en');
      assert.deepEqual(render(kind), mail);
      assert.match(mail.html, /<html lang="en">/);
      assert.doesNotMatch(mail.subject, /[\u0900-\u097F\u4E00-\u9FFF]/);
      assert.doesNotMatch(mail.html, /<b>Sita|<Dawn>/);
    });
  }

  it('greets, counts minutes and names prices in each language', () => {
    const ne = render('verification-code', 'ne');
    assert.equal(ne.subject, 'तपाईंको कला बजार प्रमाणीकरण कोड');
    assert.match(ne.text, /^नमस्ते <b>Sita<\/b>,\n\nतपाईंको प्रमाणीकरण कोड 482913 हो।/);
    assert.match(ne.text, /यसको म्याद 10 मिनेट मा सकिन्छ।/);
    const zh = render('verification-code', 'zh');
    assert.equal(zh.subject, '您的艺术市场验证码');
    assert.match(zh.text, /^<b>Sita<\/b>，您好：\n\n您的验证码是 482913。/);
    assert.match(zh.text, /10 分钟后失效/);
    // Prices as the pages write them (@art/prices): Devanagari digits in Nepali, Western grouping in Chinese.
    assert.match(render('order-confirmation', 'ne').text, /कुल जम्मा: +NPR २८,७५०/);
    assert.match(render('order-confirmation', 'ne').text, /भुक्तानी विधि: डेलिभरीमा नगद भुक्तानी/);
    assert.match(render('order-confirmation', 'zh').text, /总计: +NPR 28,750/);
    assert.match(render('refund-made', 'zh').text, /您的订单 KB-000123：我们已向您退款 NPR 25,000。/);
    assert.equal(render('order-progress', 'ne').subject, 'तपाईंको अर्डर KB-000123: पठाइयो');
    assert.equal(render('welcome', 'zh').subject, '欢迎来到艺术市场');
  });

  it('writes English for a language it does not know or none', () => {
    assert.equal(mailLanguage('ne'), 'ne');
    assert.equal(mailLanguage('zh'), 'zh');
    assert.equal(mailLanguage('fr'), 'en');
    assert.equal(mailLanguage(undefined), 'en');
    assert.equal(mailLanguage(null), 'en');
  });
});
