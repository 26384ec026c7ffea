// What identity's components put on the page (react-dom/server inside the shell's providers, no
// browser): the labels, links, states and roles a person meets, not snapshots.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderWithShell, textOf } from '@art/ui/testing';
import { SignOutEverywhere } from '../Components/account/SignOutEverywhere.js';
import { AuthCard } from '../Components/auth/AuthCard.js';
import { LoginForm } from '../Components/auth/LoginForm.js';
import { RegisterForm } from '../Components/auth/RegisterForm.js';
import { RegistrationSuccessDialog } from '../Components/auth/RegistrationSuccessDialog.js';
import { SocialButtons } from '../Components/auth/SocialButtons.js';
import { LegalDocument } from '../Components/legal/LegalDocument.js';
import { CategoryPicker } from '../Components/profile/CategoryPicker.js';
import { ShippingFields } from '../Components/profile/ShippingFields.js';

const ram = { _id: 'u1', slug: 'ram', name: 'Ram', role: 1 };
const ignore = () => {};

describe('LoginForm', () => {
  const html = renderWithShell(<LoginForm />);
  it('asks for the e-mail and password, each labelled and typed for the browser to fill', () => {
    assert.match(
      html,
      /<label for="([^"]+)"[^>]*>Email<\/label><input id="\1"[^>]*type="email"[^>]*autoComplete="email"/,
    );
    assert.match(
      html,
      /<label for="([^"]+)"[^>]*>Password<\/label><input id="\1"[^>]*type="password"[^>]*autoComplete="current-password"/,
    );
  });
  it('submits with a ready Login button and links to the reset and verify pages', () => {
    assert.match(html, /<button type="submit"[^>]*data-testid="login-submit">Login<\/button>/);
    assert.doesNotMatch(html, /aria-busy/);
    assert.match(html, /<a href="\/resetpassword">Forgot Password\?<\/a>/);
    assert.match(html, /<a href="\/verify">Verify your email<\/a>/);
  });
});

describe('RegisterForm', () => {
  const html = renderWithShell(<RegisterForm onGoBack={ignore} onRegistered={ignore} />);
  it('asks for the four required fields, none marked invalid before a try', () => {
    for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
      assert.match(html, new RegExp(`>${label}</label><input[^>]*required=""`), label);
    }
    assert.doesNotMatch(html, /aria-invalid="true"/);
  });
  it('tells the password rule under the field, read with it', () => {
    assert.match(
      html,
      /aria-describedby="([^"]+)"[^>]*>[\s\S]*?id="\1"[^>]*>At least 6 characters, with at least one number\./,
    );
  });
  it('offers Go Back (not a submit) and Register', () => {
    assert.match(html, /<button type="button"[^>]*data-testid="register-go-back">Go Back<\/button>/);
    assert.match(html, /<button type="submit"[^>]*data-testid="register-submit">Register<\/button>/);
  });
});

describe('CategoryPicker', () => {
  const categories = [
    { _id: 'c1', name: 'Painting', slug: 'painting' },
    { _id: 'c2', name: 'Sculpture', slug: 'sculpture' },
  ];
  it('lists every style as a checkbox, ticking the chosen ones only', () => {
    const html = renderWithShell(
      <CategoryPicker categories={categories} selected={[{ _id: 'c2', name: 'Sculpture' }]} onChange={ignore} />,
    );
    assert.match(html, /<legend>Styles<\/legend>/);
    assert.match(html, /<label><input type="checkbox"\/>Painting<\/label>/);
    assert.match(html, /<label><input type="checkbox" checked=""\/>Sculpture<\/label>/);
  });
});

describe('ShippingFields', () => {
  it('labels the group as optional and fills each field from the saved address', () => {
    const value = {
      country: 'Nepal',
      city: 'Lalitpur',
      state: 'Bagmati',
      postalCode: '44700',
      address: 'Patan Durbar Square',
      address2: '',
      phoneNumber: '9800000000',
    };
    const html = renderWithShell(<ShippingFields value={value} onChange={ignore} />);
    assert.match(html, /<legend>Shipping Information \(optional\)<\/legend>/);
    assert.match(html, />City<\/label><input[^>]*autoComplete="shipping address-level2"[^>]*value="Lalitpur"/);
    assert.match(html, />Phone Number<\/label><input[^>]*type="tel"[^>]*value="9800000000"/);
    assert.equal(html.match(/<input /g)?.length, 7);
  });
});

describe('SignOutEverywhere', () => {
  const html = renderWithShell(<SignOutEverywhere />, { user: ram });
  it('is a titled section with a danger button', () => {
    assert.match(
      html,
      /<section[^>]*aria-labelledby="sign-out-everywhere-title"><h2 id="sign-out-everywhere-title">Sign out everywhere<\/h2>/,
    );
    assert.match(html, /art-button--danger[^>]*data-testid="sign-out-everywhere">Sign out everywhere<\/button>/);
  });
  it('does not ask for confirmation before the button is pressed', () => {
    assert.match(html, /<dialog[^>]*data-testid="sign-out-everywhere-dialog"><\/dialog>/);
  });
});

describe('SocialButtons', () => {
  it('offers Google and Facebook sign-in as full-width buttons', () => {
    const text = textOf(renderWithShell(<SocialButtons />));
    assert.equal(text, 'Continue with Google Continue with Facebook');
  });
});

describe('RegistrationSuccessDialog', () => {
  it('when open, says registration worked and offers Login (focused) or Later', () => {
    const html = renderWithShell(<RegistrationSuccessDialog isOpen onLogin={ignore} onClose={ignore} />);
    assert.match(html, /<dialog[^>]*aria-labelledby="([^"]+)"[\s\S]*<h2 id="\1"[^>]*>Registration Successful<\/h2>/);
    assert.match(html, /Would you like to login now\?/);
    assert.match(html, /data-autofocus="true"[^>]*>Login<\/button>/);
    assert.match(html, />Later<\/button>/);
  });
  it('when closed, shows nothing of it', () => {
    const html = renderWithShell(<RegistrationSuccessDialog isOpen={false} onLogin={ignore} onClose={ignore} />);
    assert.doesNotMatch(textOf(html), /Registration Successful/);
  });
});

describe('AuthCard', () => {
  it('gives the sign-in page its one heading, the intro and the form', () => {
    const html = renderWithShell(
      <AuthCard title="Welcome" intro="Sign in first" testId="card">
        <form />
      </AuthCard>,
    );
    assert.equal(html.match(/<h1/g)?.length, 1);
    assert.match(html, /<h1[^>]*>Welcome<\/h1><p[^>]*>Sign in first<\/p><form><\/form>/);
  });
  it('leaves the intro out when there is none', () => {
    const html = renderWithShell(<AuthCard title="Welcome">x</AuthCard>);
    assert.match(html, /<h1[^>]*>Welcome<\/h1>x<\/section>/);
  });
});

describe('LegalDocument', () => {
  it('shows the terms with their title and every section under its own heading', () => {
    const html = renderWithShell(<LegalDocument document="terms" />);
    assert.match(html, /<h1>[^<]+<\/h1>/);
    assert.ok((html.match(/<section><h2>[^<]+<\/h2><p>[^<]+<\/p><\/section>/g)?.length ?? 0) >= 2);
    assert.doesNotMatch(html, /legal\.terms/, 'no untranslated key');
  });
});
