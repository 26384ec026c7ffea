import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  absoluteImageUrl,
  artworkPreview,
  exhibitionPreview,
  studioPreview,
  summaryOf,
} from '../../src/lib/share-previews.js';
import { structuredDataProblems } from '../support/rich-results.js';
import { artworkView, exhibitionView, studioProfile } from '../support/share-data.js';

const ORIGIN = 'https://art.example.com';

describe('an artwork', () => {
  test('for sale: its picture, price in NPR and studio; a VisualArtwork that is a Product with an Offer', () => {
    const preview = artworkPreview(ORIGIN, artworkView());
    assert.ok(preview);
    assert.equal(preview.title, 'Himalayan Dawn by Sabina Shrestha | Art Marketplace');
    assert.equal(preview.canonicalUrl, 'https://art.example.com/artwork/himalayan-dawn');
    assert.equal(preview.ogType, 'product');
    assert.deepEqual(preview.price, { amount: 25000, currency: 'NPR' });
    assert.equal(preview.image?.url, 'https://art.example.com/media/art-images/dawn-large.webp');
    assert.deepEqual(preview.labels, [
      { label: 'Price', data: 'NPR 25,000' },
      { label: 'Studio', data: 'Sabina Shrestha' },
    ]);
    const [jsonLd] = preview.jsonLd as [Record<string, any>];
    assert.deepEqual(jsonLd['@type'], ['VisualArtwork', 'Product']);
    assert.equal(jsonLd.offers.price, 25000);
    assert.equal(jsonLd.offers.priceCurrency, 'NPR');
    assert.equal(jsonLd.offers.availability, 'https://schema.org/InStock');
    assert.equal(jsonLd.creator.url, 'https://art.example.com/studios/sabina-shrestha');
    assert.deepEqual(jsonLd.image, [
      'https://art.example.com/media/art-images/dawn-large.webp',
      'https://art.example.com/media/art-images/dawn-detail-large.webp',
    ]);
    assert.deepEqual(structuredDataProblems(jsonLd), []);
  });

  test('sold or held: still offered at its price, SoldOut or Reserved', () => {
    const jsonLdOf = (availability: string) =>
      artworkPreview(ORIGIN, artworkView({ availability, stock: 0 }))?.jsonLd?.[0] as Record<string, any>;
    assert.equal(jsonLdOf('sold').offers.availability, 'https://schema.org/SoldOut');
    assert.equal(jsonLdOf('on-hold').offers.availability, 'https://schema.org/Reserved');
    assert.deepEqual(structuredDataProblems(jsonLdOf('on-hold')), []);
  });

  test('not for sale: no price anywhere, a plain VisualArtwork', () => {
    const preview = artworkPreview(
      ORIGIN,
      artworkView({ price: 0, availability: 'not-for-sale', priceField: 'NOT FOR SALE' }),
    );
    assert.ok(preview);
    assert.equal(preview.price, undefined);
    assert.equal(preview.ogType, 'website');
    assert.deepEqual(preview.labels, [{ label: 'Studio', data: 'Sabina Shrestha' }]);
    const jsonLd = preview.jsonLd?.[0] as Record<string, unknown>;
    assert.equal(jsonLd['@type'], 'VisualArtwork');
    assert.equal(jsonLd.offers, undefined);
    assert.deepEqual(structuredDataProblems(jsonLd), []);
  });

  test('without a description or a picture it says what it is, and passes the rules still', () => {
    const preview = artworkPreview(ORIGIN, artworkView({ description: '', image: null, images: [] }));
    assert.equal(preview?.description, 'Himalayan Dawn by Sabina Shrestha · NPR 25,000 · Painting');
    assert.equal(preview?.image, undefined);
    // A Product offered without a picture breaks Google's merchant-listing rule: so it is no Product.
    const jsonLd = preview?.jsonLd?.[0] as Record<string, any>;
    assert.equal(jsonLd['@type'], 'VisualArtwork');
    assert.equal(jsonLd.offers.price, 25000);
    assert.deepEqual(structuredDataProblems(jsonLd), []);
  });

  test('an answer of another shape gives no preview', () => {
    assert.equal(artworkPreview(ORIGIN, undefined), undefined);
    assert.equal(artworkPreview(ORIGIN, { name: 'x' }), undefined);
    assert.equal(artworkPreview(ORIGIN, artworkView({ slug: '' })), undefined);
  });
});

describe('a studio', () => {
  test('its name, picture and biography; a ProfilePage about a Person', () => {
    const preview = studioPreview(ORIGIN, studioProfile());
    assert.ok(preview);
    assert.equal(preview.title, 'Sabina Shrestha | Art Marketplace');
    assert.equal(preview.description, 'Landscapes of the Annapurna region, in oil.');
    assert.equal(preview.canonicalUrl, 'https://art.example.com/studios/sabina-shrestha');
    assert.equal(preview.ogType, 'profile');
    assert.equal(preview.image?.url, 'https://art.example.com/media/art-images/sabina.webp');
    // The page's largest picture, as the page asks for it: the cover's own address.
    assert.equal(preview.leadImage, '/media/art-images/sabina-cover.webp');
    const jsonLd = preview.jsonLd?.[0] as Record<string, any>;
    assert.equal(jsonLd['@type'], 'ProfilePage');
    assert.equal(jsonLd.mainEntity['@type'], 'Person');
    assert.deepEqual(structuredDataProblems(jsonLd), []);
  });

  test('a cover that is no loadable address is not preloaded', () => {
    for (const cover of ['', 'javascript:alert(1)', '//elsewhere.example/x.webp', 42])
      assert.equal(studioPreview(ORIGIN, studioProfile({ cover }))?.leadImage, undefined, String(cover));
    assert.equal(
      studioPreview(ORIGIN, studioProfile({ cover: 'https://cdn.example/c.webp' }))?.leadImage,
      'https://cdn.example/c.webp',
    );
  });

  test('a member who is not a studio: the site preview', () => {
    const preview = studioPreview(ORIGIN, studioProfile({ role: 21, verifiedArtist: false }));
    assert.equal(preview?.noindex, true);
    assert.doesNotMatch(JSON.stringify(preview), /Sabina/);
  });

  test('a private account: the site preview, none of its own details, not indexed', () => {
    const preview = studioPreview(ORIGIN, studioProfile({ settings: { private: true } }));
    assert.ok(preview);
    assert.equal(preview.noindex, true);
    assert.equal(preview.jsonLd, undefined);
    assert.doesNotMatch(JSON.stringify(preview), /Sabina|Annapurna|sabina/);
  });
});

describe('an exhibition', () => {
  test('its title, artist, dates and banner; an online ExhibitionEvent', () => {
    const preview = exhibitionPreview(ORIGIN, exhibitionView());
    assert.ok(preview);
    assert.equal(preview.title, 'Colours of Kathmandu · Sabina Shrestha | Art Marketplace');
    assert.equal(preview.canonicalUrl, 'https://art.example.com/exhibition-colours-of-kathmandu');
    assert.equal(preview.image?.url, 'https://art.example.com/media/art-images/kathmandu-banner.webp');
    const jsonLd = preview.jsonLd?.[0] as Record<string, any>;
    assert.equal(jsonLd['@type'], 'ExhibitionEvent');
    assert.equal(jsonLd.location['@type'], 'VirtualLocation');
    assert.equal(jsonLd.performer.url, 'https://art.example.com/studios/sabina-shrestha');
    assert.deepEqual(structuredDataProblems(jsonLd), []);
  });

  test('an explicit one shows no picture and is marked adult', () => {
    const preview = exhibitionPreview(ORIGIN, exhibitionView({ explicit: true }));
    assert.equal(preview?.adult, true);
    assert.equal(preview?.image, undefined);
    const jsonLd = preview?.jsonLd?.[0] as Record<string, unknown>;
    assert.equal(jsonLd.image, undefined);
    assert.deepEqual(structuredDataProblems(preview?.jsonLd?.[0]), []);
  });

  test('one without its dates: the preview, but no event', () => {
    const preview = exhibitionPreview(ORIGIN, exhibitionView({ startsAt: '', endsAt: '' }));
    assert.equal(preview?.title, 'Colours of Kathmandu · Sabina Shrestha | Art Marketplace');
    assert.deepEqual(preview?.jsonLd, []);
  });

  test('one without a slug is addressed by its id', () => {
    const preview = exhibitionPreview(ORIGIN, exhibitionView({ slug: '' }));
    assert.equal(preview?.canonicalUrl, 'https://art.example.com/exhibition-c0a80001-0000-4000-8000-0000000000e1');
  });
});

describe('the validator rules', () => {
  // The rules must object to what the validators object to, or a passing page proves nothing.
  test('object to a broken Product, Offer, Event and ProfilePage', () => {
    const problems = (block: unknown) => structuredDataProblems(block);
    assert.match(
      problems({ '@context': 'https://example.org', '@type': 'VisualArtwork', name: 'x' }).join(),
      /@context/,
    );
    assert.match(
      problems({ '@context': 'https://schema.org', '@type': 'Paintingz', name: 'x' }).join(),
      /unknown @type/,
    );
    assert.match(
      problems({ '@context': 'https://schema.org', '@type': 'Product', name: 'x' }).join(),
      /offers, review/,
    );
    const offer = (fields: object) => ({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'x',
      image: 'https://a.example/x.jpg',
      offers: { '@type': 'Offer', ...fields },
    });
    assert.match(problems(offer({ priceCurrency: 'NPR' })).join(), /price \(or priceSpecification.price\) is required/);
    assert.match(problems(offer({ price: 5 })).join(), /priceCurrency is required/);
    assert.match(problems(offer({ price: 5, priceCurrency: 'rupees' })).join(), /ISO 4217/);
    assert.match(problems(offer({ price: 5, priceCurrency: 'NPR', availability: 'yes' })).join(), /ItemAvailability/);
    const event = (fields: object) => ({
      '@context': 'https://schema.org',
      '@type': 'ExhibitionEvent',
      name: 'x',
      ...fields,
    });
    assert.match(
      problems(event({ location: { '@type': 'VirtualLocation', url: 'https://a.example' } })).join(),
      /startDate is required/,
    );
    assert.match(problems(event({ startDate: '2026-01-01' })).join(), /location is required/);
    assert.match(
      problems(
        event({ startDate: '1 Jan', location: { '@type': 'VirtualLocation', url: 'https://a.example' } }),
      ).join(),
      /ISO 8601/,
    );
    assert.match(
      problems(event({ startDate: '2026-01-01', location: { '@type': 'VirtualLocation' } })).join(),
      /needs an absolute url/,
    );
    assert.match(
      problems({ '@context': 'https://schema.org', '@type': 'ProfilePage', mainEntity: { '@type': 'Person' } }).join(),
      /name or alternateName/,
    );
    assert.match(
      problems({ '@context': 'https://schema.org', '@type': 'VisualArtwork', name: 'x', image: '/media/x.jpg' }).join(),
      /not an absolute URL/,
    );
  });
});

test('pictures: relative ones made absolute on the public origin, data: URLs left out', () => {
  assert.equal(absoluteImageUrl(ORIGIN, '/media/a/b.webp'), 'https://art.example.com/media/a/b.webp');
  assert.equal(absoluteImageUrl(ORIGIN, 'https://cdn.example.com/b.webp'), 'https://cdn.example.com/b.webp');
  assert.equal(absoluteImageUrl(ORIGIN, 'data:image/png;base64,AAAA'), undefined);
  assert.equal(absoluteImageUrl(ORIGIN, 'javascript:alert(1)'), undefined);
  assert.equal(absoluteImageUrl(ORIGIN, ''), undefined);
});

test('descriptions: whitespace folded, cut at 200 characters without splitting a Devanagari letter', () => {
  assert.equal(summaryOf('  a\n\n b  '), 'a b');
  const long = 'क्षि'.repeat(100);
  const cut = summaryOf(long);
  assert.equal(Array.from(cut).length, 200);
  assert.ok(cut.endsWith('…'));
});
