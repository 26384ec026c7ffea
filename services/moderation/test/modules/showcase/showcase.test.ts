import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { SlideChanged } from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { CATALOGUE_DURABLE } from '../../../src/consumers.js';
import { moderationSuite } from '../../support/suite.js';
import { auditOf } from '../../support/test-app.js';

const t = moderationSuite('showcase', { operator: { name: 'Op Showcase', role: 2 } });

const slide = (title: string) => ({
  _id: randomUUID(),
  title,
  imageMain: '',
  thumbnail: '',
  linkArtist: { name: 'Ramesh Chitrakar', slug: 'ramesh-chitrakar' },
  explicit: false,
  position: 0,
});

test("an operator's change of a home slide, made in catalogue, is on record here with its before and after", async () => {
  const before = slide('Paubha of the valley');
  const changed = { ...before, title: 'Paubha of Patan', explicit: true };
  const event = envelopeOf(SlideChanged, { id: before._id, change: 'updated', before, after: changed });
  event.actor = { userId: t.operator.id, role: 2 };
  event.requestId = 'req-slide';
  await publish(t.app.bus, event);
  await processed(t.db, CATALOGUE_DURABLE, event.id);

  const entries = await auditOf(t.db, 'slide.updated');
  assert.equal(entries.length, 1);
  const entry = entries[0]!;
  assert.equal(entry.operator_id, t.operator.id);
  assert.equal(entry.operator_name, 'Op Showcase');
  assert.equal(entry.target_type, 'slide');
  assert.equal(entry.target_id, before._id);
  assert.equal(entry.request_id, 'req-slide');
  assert.equal((entry.before as { title?: string }).title, 'Paubha of the valley');
  assert.equal((entry.after as { title?: string; explicit?: boolean }).title, 'Paubha of Patan');

  // A redelivery records nothing twice; a change nobody made as an operator (a seed) is not an action.
  await publish(t.app.bus, event, `${event.id}-again`);
  const seeded = envelopeOf(SlideChanged, {
    id: randomUUID(),
    change: 'created',
    before: null,
    after: slide('Seeded'),
  });
  await publish(t.app.bus, seeded);
  await processed(t.db, CATALOGUE_DURABLE, seeded.id);
  assert.equal((await auditOf(t.db, 'slide.updated')).length, 1);
  assert.equal((await auditOf(t.db, 'slide.created')).length, 0);
});
