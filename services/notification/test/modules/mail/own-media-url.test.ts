import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ownMediaUrl } from '../../../src/modules/mail/rules.js';

const behindGateway = { publicUrl: 'https://art.example.np', publicMediaUrl: '/media' };
const onCdn = { publicUrl: 'https://art.example.np', publicMediaUrl: 'https://cdn.art.example.np/media' };

describe('ownMediaUrl: a mail embeds only our own images', () => {
  it('makes our media paths absolute and keeps our absolute media URLs', () => {
    assert.equal(
      ownMediaUrl('/media/art-images/artworks/a.webp', behindGateway),
      'https://art.example.np/media/art-images/artworks/a.webp',
    );
    assert.equal(
      ownMediaUrl('https://art.example.np/media/art-images/a.webp', behindGateway),
      'https://art.example.np/media/art-images/a.webp',
    );
    assert.equal(
      ownMediaUrl('https://cdn.art.example.np/media/art-images/a.webp', onCdn),
      'https://cdn.art.example.np/media/art-images/a.webp',
    );
  });

  it('leaves out everything else', () => {
    for (const foreign of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'https://art.example.np.evil.example/media/x.png',
      'https://art.example.np@evil.example/media/x.png',
      'https://art.example.np/media/../api/user/profile',
      'https://art.example.np/media/%2e%2e/api/x',
      'https://art.example.np/mediafake/x.png',
      'https://art.example.np/api/x.png',
      'https://art.example.np/media/x.png?track=1',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/media/x.png" onerror="alert(1)',
      '',
    ])
      assert.equal(ownMediaUrl(foreign, behindGateway), '', foreign);
    assert.equal(ownMediaUrl('/media/art-images/a.webp', onCdn), '', 'not where this site keeps its media');
  });
});
