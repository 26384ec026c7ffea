import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ArtworkView } from '@art/sdk';
import { artworkUpload } from '@art/sdk';
import {
  EMPTY_FIELDS,
  fieldsOf,
  type PickedImage,
  storedImagesOf,
  toDraft,
} from '../Components/create/artworkDraft.js';

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const picked = (name: string): PickedImage => ({
  key: name,
  kind: 'new',
  file: file(name),
  previewUrl: `blob:${name}`,
});
const stored = (id: string): PickedImage => ({ key: id, kind: 'stored', id, previewUrl: `/media/${id}.webp` });

const fields = {
  ...EMPTY_FIELDS,
  name: '  Mountain Dawn ',
  mainCategory: 'painting',
  subCategories: ['watercolor'],
  price: '25000',
  stock: '2',
  dimensions: { height: '24', width: '36.5', breadth: '', weight: '2' },
  tags: ['nepal', 'himal'],
};

describe('the draft sent to the API', () => {
  it('sends the first new picture as the main image and the rest as images (upload)', () => {
    const draft = toDraft(fields, [picked('a.png'), picked('b.png'), picked('c.png')], false);
    assert.equal((draft.image as File).name, 'a.png');
    assert.deepEqual(
      draft.images.map((image) => (image as File).name),
      ['b.png', 'c.png'],
    );
    assert.equal(draft.oldImages, undefined);
    assert.equal(draft.name, 'Mountain Dawn');
    assert.deepEqual(draft.categories, ['painting', 'watercolor']);
    assert.equal(draft.price, 25000);
    assert.deepEqual(draft.attributes, { width: 36.5, height: 24, breadth: null, weight: 2 });
  });

  it('keeps stored pictures by id on edit, a stored first picture staying main', () => {
    const draft = toDraft(fields, [stored('img1'), picked('new.png'), stored('img2')], true);
    assert.equal(draft.image, null);
    assert.deepEqual(
      draft.images.map((image) => (image as File).name),
      ['new.png'],
    );
    assert.deepEqual(draft.oldImages, ['img1', 'img2']);
  });

  it('builds the multipart body with the spec field names', () => {
    const form = artworkUpload.artworkForm(toDraft(fields, [stored('img1'), picked('new.png')], true));
    assert.deepEqual(form.getAll('categories[]'), ['painting', 'watercolor']);
    assert.deepEqual(form.getAll('tags[]'), ['nepal', 'himal']);
    assert.equal(form.get('oldImages'), '["img1"]');
    assert.equal(form.get('attributes[width]'), '36.5');
    assert.equal(form.get('attributes[breadth]'), null);
    assert.equal(form.get('price'), '25000');
    assert.equal(form.get('image'), null);
    assert.equal((form.get('images') as File).name, 'new.png');
  });

  it('chooses the artist paths for roles 11–20 only', () => {
    assert.equal(artworkUpload.writerFor(11), 'artist');
    assert.equal(artworkUpload.writerFor(20), 'artist');
    assert.equal(artworkUpload.writerFor(21), 'user');
    assert.equal(artworkUpload.writerFor(10), 'user');
  });
});

describe('an artwork loaded into the edit form', () => {
  const image = (id: string) => ({
    _id: id,
    slug: id,
    placeholder: '',
    width: 10,
    height: 10,
    files: {
      thumbnail: { fileName: `${id}-t`, url: `/media/${id}-t.webp`, fallbackUrl: '' },
      gallery: { fileName: `${id}-g`, url: `/media/${id}-g.webp`, fallbackUrl: '' },
      productImage: { fileName: `${id}-p`, url: `/media/${id}-p.webp`, fallbackUrl: '' },
      large: { fileName: `${id}-l`, url: `/media/${id}-l.webp`, fallbackUrl: '' },
    },
  });
  const artwork = {
    _id: 'a1',
    name: 'Thangka',
    description: 'Gold on cotton',
    price: 0,
    stock: 1,
    image: image('main'),
    images: [image('main'), image('side')],
    categories: [
      { _id: 'painting', name: 'Painting', slug: 'painting' },
      { _id: 'thangka', name: 'Thangka', slug: 'thangka', parent: 'painting' },
    ],
    tags: ['buddhist'],
    attributes: { width: 20, height: 30, breadth: null, weight: null },
  } as unknown as ArtworkView;

  it('fills every field, price 0 included', () => {
    assert.deepEqual(fieldsOf(artwork), {
      name: 'Thangka',
      description: 'Gold on cotton',
      mainCategory: 'painting',
      subCategories: ['thangka'],
      price: '0',
      stock: '1',
      dimensions: { height: '30', width: '20', breadth: '', weight: '' },
      tags: ['buddhist'],
    });
  });

  it('lists the stored pictures main first and each once', () => {
    assert.deepEqual(
      storedImagesOf(artwork).map((picture) => [picture.kind, picture.previewUrl]),
      [
        ['stored', '/media/main-t.webp'],
        ['stored', '/media/side-t.webp'],
      ],
    );
  });
});
