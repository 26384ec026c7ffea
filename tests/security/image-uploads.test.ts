import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FormEntry } from '@art/testing';
import sharp from 'sharp';
import type { Member } from '../system/support/members.js';
import { type Stack, startStack } from '../system/support/stack.js';
import {
  gifScriptPolyglot,
  jpegHtmlPolyglot,
  jpegWithGps,
  mediaAddressesIn,
  POLYGLOT_MARKERS,
  picture,
  pngBomb,
  svgWithScript,
} from './support/images.js';
import { type Answer, described, type RequestSpec, send } from './support/requests.js';
import { changedTables, settledFingerprint } from './support/snapshots.js';
import { buildWorld, unlimitedStack, type World } from './support/world.js';

/**
 * Every route that takes an image, with files that lie: an SVG with a script, a GIF that is a
 * script, a JPEG with a web page after it, a PNG sent as a JPEG, a file name that climbs out of
 * its folder, a decompression bomb. Each is refused with a 4xx and nothing stored, or, for honest
 * pixels under a lying name or type, stored re-encoded (WebP) under a name the server chose. A
 * photo with its GPS position in EXIF comes back from every variant without any EXIF.
 */
let stack: Stack;
let w: World;

before(async () => {
  stack = await startStack('security_images', unlimitedStack());
  w = await buildWorld(stack);
});

after(async () => {
  await stack?.stop();
});

/** One file that goes where a route takes images. */
interface Upload {
  content: Buffer;
  fileName: string;
  type: string;
}

/** An image upload route: how to send a file to it, and where the stored addresses are. */
interface UploadRoute {
  name: string;
  method: string;
  uploader: () => Member;
  request: (file: Upload) => RequestSpec;
  /** The answer of a stored upload (or a read after it) holding the stored image's addresses. */
  stored: (answer: Answer) => Promise<unknown>;
}

const fileEntry = (field: string, file: Upload): FormEntry => [field, file.content, file.fileName, file.type];
const artworkFields = (): FormEntry[] => [
  ['name', 'Lying Picture'],
  ['description', ''],
  ['categories[]', w.categoryId],
  ['price', '1000'],
  ['stock', '1'],
];
const productOf = async (answer: Answer) =>
  (await stack.api(`/product/${encodeURIComponent(answer.json.data.productSlug)}`)).body;

const UPLOAD_ROUTES: UploadRoute[] = [
  {
    name: 'POST /api/artwork/upload (image)',
    method: 'POST',
    uploader: () => w.A,
    request: (file) => ({ path: '/artwork/upload', form: [fileEntry('image', file), ...artworkFields()] }),
    stored: productOf,
  },
  {
    name: 'POST /api/user/art/upload (images)',
    method: 'POST',
    uploader: () => w.C,
    request: (file) => ({ path: '/user/art/upload', form: [fileEntry('images', file), ...artworkFields()] }),
    stored: productOf,
  },
  {
    name: 'PUT /api/artwork/edit/:id (image)',
    method: 'PUT',
    uploader: () => w.A,
    request: (file) => ({
      path: `/artwork/edit/${w.artwork.id}`,
      form: [fileEntry('image', file), ...artworkFields(), ['oldImages', '[]']],
    }),
    stored: productOf,
  },
  {
    name: 'POST /api/post/new (picture)',
    method: 'POST',
    uploader: () => w.A,
    request: (file) => ({ path: '/post/new', form: [['post', 'With a picture'], fileEntry('picture', file)] }),
    stored: async (answer) => answer.json,
  },
  {
    name: 'PUT /api/post/update/:id (picture)',
    method: 'PUT',
    uploader: () => w.A,
    request: (file) => ({
      path: `/post/update/${w.postId}`,
      form: [['post', 'Open studio, with a picture'], fileEntry('picture', file)],
    }),
    stored: async (answer) => answer.json,
  },
  {
    name: 'POST /api/message/picture (picture)',
    method: 'POST',
    uploader: () => w.C,
    request: (file) => ({ path: '/message/picture', form: [fileEntry('picture', file)] }),
    stored: async (answer) => answer.json,
  },
  {
    name: 'POST /api/user/update (picture)',
    method: 'POST',
    uploader: () => w.C,
    request: (file) => ({ path: '/user/update', form: [fileEntry('picture', file)] }),
    stored: async (answer) => answer.json,
  },
  {
    name: 'POST /api/user/update (cover)',
    method: 'POST',
    uploader: () => w.B,
    request: (file) => ({ path: '/user/update', form: [fileEntry('cover', file)] }),
    stored: async (answer) => answer.json,
  },
  {
    name: 'POST /api/users/become-artist (images[])',
    method: 'POST',
    uploader: () => w.C,
    request: (file) => ({ path: '/users/become-artist', form: [['message', 'My work'], fileEntry('images[]', file)] }),
    // A studio request's images are for the reviewers: the answer names none.
    stored: async () => ({}),
  },
];

const upload = (route: UploadRoute, file: Upload) =>
  send(stack, route.method, route.request(file), route.uploader().token);

/** The bytes at a stored image's address, through the gateway's /media (as browsers get them). */
async function fetchMedia(address: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  const response = await fetch(`${stack.gateway.url}${address}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Problems with the stored copies of an accepted upload: not WebP, not the server's name, any EXIF, any script. */
async function storedProblems(route: UploadRoute, answer: Answer, file: Upload): Promise<string[]> {
  const addresses = mediaAddressesIn(await route.stored(answer));
  const problems: string[] = [];
  for (const address of addresses) {
    const fileName = address.split('/').at(-1)!;
    const uploadedName = file.fileName.replace(/^.*[\\/]/, '').replace(/\.\w+$/, '');
    if (address.includes('..') || /%2f|%5c/i.test(address)) problems.push(`${address} climbs out of its folder`);
    // A name of a few letters can turn up in the server's own random stamps by chance.
    if (uploadedName.length >= 4 && fileName.includes(uploadedName))
      problems.push(`${address} is named after the upload's name ${file.fileName}`);
    const media = await fetchMedia(address);
    if (media.status !== 200) {
      problems.push(`${address} answered ${media.status}`);
      continue;
    }
    const metadata = await sharp(media.bytes).metadata();
    if (metadata.format !== 'webp') problems.push(`${address} is ${metadata.format}, not re-encoded to WebP`);
    if (metadata.exif) problems.push(`${address} keeps EXIF (${metadata.exif.length} bytes)`);
    if (media.bytes.includes(Buffer.from('KalaCam'))) problems.push(`${address} keeps the camera's EXIF text`);
    const text = media.bytes.toString('latin1');
    for (const marker of POLYGLOT_MARKERS)
      if (text.includes(marker)) problems.push(`${address} still carries ${marker}`);
  }
  return problems;
}

describe('files that are not what they claim', () => {
  const REFUSED: Record<string, () => Upload> = {
    'an SVG with a script': () => ({ content: svgWithScript(), fileName: 'logo.svg', type: 'image/svg+xml' }),
    'an SVG with a script, named and typed as a PNG': () => ({
      content: svgWithScript(),
      fileName: 'logo.png',
      type: 'image/png',
    }),
    'a GIF/JavaScript polyglot': () => ({ content: gifScriptPolyglot(), fileName: 'anim.gif', type: 'image/gif' }),
    'a decompression bomb (60000×60000 PNG in a few KB)': () => ({
      content: pngBomb(),
      fileName: 'bomb.png',
      type: 'image/png',
    }),
  };

  test('are refused with a 4xx on every image route, and nothing is stored', async () => {
    const before = await settledFingerprint(stack);
    const problems: string[] = [];
    for (const route of UPLOAD_ROUTES) {
      for (const [kind, make] of Object.entries(REFUSED)) {
        const file = make();
        const answer = await upload(route, file);
        if (answer.status < 400 || answer.status >= 500)
          problems.push(`${route.name} with ${kind}: ${described(route.method, route.request(file), answer)}`);
      }
    }
    assert.deepEqual(problems, [], 'lying files not refused with a 4xx');
    assert.deepEqual(changedTables(before, await settledFingerprint(stack)), [], 'tables changed by refused uploads');
  });

  test('honest pixels under a lying name or type are refused, or stored re-encoded under a server-chosen name', async () => {
    const png = await picture('png');
    const LYING: Record<string, Upload> = {
      'a PNG sent as image/jpeg named photo.jpg': { content: png, fileName: 'photo.jpg', type: 'image/jpeg' },
      'a PNG named ../../x.png (path traversal)': { content: png, fileName: '../../x.png', type: 'image/png' },
      'a PNG named ..%2F..%2Fetc%2Fpasswd': { content: png, fileName: '..%2F..%2Fetc%2Fpasswd', type: 'image/png' },
      'a JPEG with a web page and a script after its end': {
        content: await jpegHtmlPolyglot(),
        fileName: 'page.html',
        type: 'text/html',
      },
    };
    const problems: string[] = [];
    for (const route of UPLOAD_ROUTES) {
      for (const [kind, file] of Object.entries(LYING)) {
        const answer = await upload(route, file);
        const where = `${route.name} with ${kind}`;
        if (answer.status >= 500) problems.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`);
        else if (answer.status < 300)
          problems.push(...(await storedProblems(route, answer, file)).map((problem) => `${where}: ${problem}`));
      }
    }
    assert.deepEqual(problems, []);
  });
});

test('a photo with a GPS position: every stored variant has no EXIF at all', async () => {
  const photo = { content: await jpegWithGps(), fileName: 'everest.jpg', type: 'image/jpeg' };
  const problems: string[] = [];
  let checked = 0;
  for (const route of UPLOAD_ROUTES.filter((r) => !r.name.includes('become-artist'))) {
    const answer = await upload(route, photo);
    if (answer.status !== 200) {
      problems.push(`${route.name}: an honest JPEG was refused: ${answer.status} ${answer.text.slice(0, 200)}`);
      continue;
    }
    const addresses = mediaAddressesIn(await route.stored(answer));
    if (addresses.length === 0) problems.push(`${route.name}: no stored image address in the answer`);
    checked += addresses.length;
    problems.push(...(await storedProblems(route, answer, photo)).map((problem) => `${route.name}: ${problem}`));
  }
  assert.deepEqual(problems, []);
  assert.ok(checked >= 8, `${checked} stored variants checked`);
});
