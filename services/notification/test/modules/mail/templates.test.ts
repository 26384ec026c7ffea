import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isMailKind, renderMail } from '../../../src/modules/mail/kinds.js';

describe('mail templates', () => {
  it('puts the verification code in text and HTML', () => {
    const mail = renderMail('verification-code', { name: 'Sita', code: '123456', expiresInMinutes: 1 });
    assert.match(mail.text, /Your verification code is 123456\./);
    assert.match(mail.text, /expires in 1 minute\./);
    assert.match(mail.html, />123456</);
  });

  it('links to the reset page and escapes the link in HTML', () => {
    const mail = renderMail('password-reset', {
      name: 'Ram',
      resetUrl: 'http://art.test/resetpassword/a"b',
      expiresInMinutes: 60,
    });
    assert.match(mail.text, /http:\/\/art\.test\/resetpassword\/a"b/);
    assert.match(mail.html, /href="http:\/\/art\.test\/resetpassword\/a&quot;b"/);
  });

  it('never lets a name become markup', () => {
    const mail = renderMail('welcome', { name: '<script>x</script>', marketplaceUrl: 'http://art.test/' });
    assert.doesNotMatch(mail.html, /<script>/);
    assert.match(mail.html, /&lt;script&gt;/);
  });

  it('greets without a name when there is none, and keeps Devanagari names as they are', () => {
    assert.match(renderMail('welcome', { name: '  ', marketplaceUrl: 'http://art.test/' }).text, /^Hello,/);
    assert.match(
      renderMail('welcome', { name: 'सीता श्रेष्ठ', marketplaceUrl: 'http://art.test/' }).text,
      /^Hello सीता श्रेष्ठ,/,
    );
  });

  it('quotes the studio request message only when there is one', () => {
    assert.doesNotMatch(renderMail('studio-request-received', { name: 'Hari', message: ' ' }).text, /Your message/);
    assert.match(
      renderMail('studio-request-received', { name: 'Hari', message: 'line 1\nline 2' }).text,
      /> line 1\n> line 2/,
    );
  });

  it('knows its kinds', () => {
    assert.ok(isMailKind('welcome'));
    assert.ok(!isMailKind('toString'));
  });

  it('writes an inquiry for the studio or support, never letting the buyer’s text become markup', () => {
    const props = {
      kind: 'artwork' as const,
      name: '<b>Gita</b>',
      email: 'gita@example.test',
      phone: '',
      message: '<script>alert(1)</script>',
      art: '',
      artist: 'Sita',
      artImage: 'javascript:alert(1)',
    };
    const studio = renderMail('inquiry-studio', { audience: 'studio', ...props });
    assert.equal(studio.subject, 'New inquiry on Art Marketplace');
    assert.match(studio.text, /interested in your artwork/);
    assert.doesNotMatch(studio.text, /Phone:/, 'an empty detail is left out');
    assert.doesNotMatch(studio.html, /<script>|<b>Gita|<img/);
    const support = renderMail('inquiry-support', { audience: 'support', ...props });
    assert.match(support.text, /from an artwork page/);
    assert.ok(isMailKind('inquiry-support'));
  });

  it('lists an order with its figures in NPR and never lets an artwork name become markup', () => {
    const mail = renderMail('order-confirmation', {
      name: 'Gita',
      orderId: 'ORD-7',
      items: [{ name: '<b>Dawn</b>', price: 1250000 }],
      itemTotal: 1250000,
      tax: 162500,
      shipping: 50,
      grandTotal: 1412550,
      paymentMethod: 'connect_ips',
      ordersUrl: 'http://art.test/order',
    });
    // Lakh and crore grouping in English, as on the pages.
    assert.match(mail.text, /- <b>Dawn<\/b>: NPR 12,50,000/);
    assert.match(mail.text, /Grand total: NPR 14,12,550/);
    assert.match(mail.text, /Payment method: ConnectIPS/);
    assert.doesNotMatch(mail.html, /<b>Dawn/);
    assert.match(mail.html, /&lt;b&gt;Dawn/);
  });

  it('tells the artist of one or several of their artworks, and shows a Stripe payment in USD', () => {
    const one = renderMail('new-order', {
      name: 'Sita',
      buyerName: ' ',
      orderId: 'ORD-7',
      items: [{ name: 'Dawn', price: 100 }],
      salesUrl: 'http://art.test/order?view=sales',
    });
    assert.match(one.text, /A buyer ordered your artwork \(order ORD-7\)/);
    assert.match(one.text, /The artwork is reserved/);
    const paid = renderMail('payment-received', {
      name: 'Gita',
      orderId: 'ORD-7',
      items: [{ name: 'Dawn', price: 100 }],
      amount: 1999,
      currency: 'USD',
      provider: 'stripe',
      reference: '',
      ordersUrl: 'http://art.test/order',
    });
    assert.match(paid.text, /payment of USD 19\.99 by Card \(Stripe\)/);
    assert.doesNotMatch(paid.text, /Payment reference/);
  });

  it('writes each order step with the number, the items (escaped) and the link', () => {
    const mail = renderMail('order-cancelled', {
      name: 'Gita',
      orderNumber: 'KB-000123',
      step: 'cash-timeout',
      items: [
        { name: 'Patan <Courtyard>', price: 8000 },
        { name: 'Dawn', price: 100 },
      ],
      orderUrl: 'http://art.test/order/abc',
    });
    assert.equal(mail.subject, 'Your order KB-000123: cancelled: the artist did not confirm in time');
    assert.match(mail.text, /did not confirm these artworks in time, so they were cancelled\./);
    assert.match(mail.text, /- Patan <Courtyard>: NPR 8,000/);
    assert.match(mail.html, /Patan &lt;Courtyard&gt;/);
    assert.doesNotMatch(mail.html, /<Courtyard>/);
    assert.match(mail.html, /href="http:\/\/art\.test\/order\/abc"/);
    const refund = renderMail('refund-made', {
      ...{ name: '', orderNumber: 'KB-1', items: [], orderUrl: 'u' },
      step: 'refund-made',
      amountNpr: 615,
    });
    assert.match(refund.text, /^Hello,\n\nYour order KB-1: we refunded NPR 615 to you\./);
  });
});
