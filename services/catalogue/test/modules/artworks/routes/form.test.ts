import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { artworkFormFields } from '../../../../src/modules/artworks/routes/form.js';

describe('artworkFormFields', () => {
  it('reads lists with and without brackets, repeated or as one JSON array', () => {
    const form = artworkFormFields([
      ['categories[]', 'a'],
      ['categories', 'b'],
      ['tags[0]', 'lake'],
      ['tags', 'hill'],
      ['oldImages', '["x","y"]'],
      ['oldImages[]', 'z'],
    ]);
    assert.deepEqual(form.categories, ['a', 'b']);
    assert.deepEqual(form.tags, ['lake', 'hill']);
    assert.deepEqual(form.oldImages, ['x', 'y', 'z']);
  });

  it('reads attributes in both spellings and ignores fields it does not know', () => {
    const form = artworkFormFields([
      ['attributes[width]', '10'],
      ['attributes.height', '20'],
      ['attributes[colour]', 'red'],
      ['name', 'Evening'],
      ['price', '100'],
      ['stock', '2'],
      ['somethingElse', 'x'],
    ]);
    assert.deepEqual(form.attributes, { width: '10', height: '20' });
    assert.equal(form.name, 'Evening');
    assert.equal(form.price, '100');
    assert.equal(form.stock, '2');
    assert.equal(Object.hasOwn(form, 'somethingElse'), false);
  });

  it('treats an empty list field as no entry', () => {
    assert.deepEqual(artworkFormFields([['tags[]', '']]).tags, []);
    assert.deepEqual(artworkFormFields([['oldImages', '[]']]).oldImages, []);
  });
});
