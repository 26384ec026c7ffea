// The exhibitions and home slides pages of the console (react-dom/server inside the shell's
// providers, the lists already answered), their dialogs, and the form rules they apply first.

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { OperatorExhibition, OperatorSlide } from '@art/sdk/showcase';
import { languageTextsLoaded, renderWithShell, tagOf, textOf } from '@art/ui/testing';
import { ExhibitionFormDialog } from '../Components/exhibitions/ExhibitionFormDialog.js';
import { ExhibitionMediaDialog } from '../Components/exhibitions/ExhibitionMediaDialog.js';
import { SlideFormDialog } from '../Components/slides/SlideFormDialog.js';
import {
  emptyExhibitionDraft,
  exhibitionBody,
  exhibitionDraftProblems,
  fromLocalInput,
  toLocalInput,
} from '../lib/showcaseForms.js';
import { moderationKeys } from '../moderationKeys.js';
import { ExhibitionsRoute } from '../Routes/Exhibitions/ExhibitionsRoute.js';
import { SlidesRoute } from '../Routes/Slides/SlidesRoute.js';
import { operator } from './fixtures.js';

const ignore = () => {};
const h1Count = (html: string) => (html.match(/<h1[\s>]/g) ?? []).length;

const anExhibition = (change: Partial<OperatorExhibition> = {}): OperatorExhibition => ({
  _id: 'ex-1',
  slug: 'paubha-today',
  title: 'Paubha Today',
  subtitle: '',
  excerpt: '',
  artist: { name: 'Sunita Maharjan', slug: 'sunita-maharjan' },
  explicit: false,
  banner: '',
  listingThumb: '',
  background: '',
  backgroundColor: '',
  parallaxBackground: '',
  mediaUrl: '',
  darkListing: false,
  startsAt: '2026-11-20T10:00:00.000Z',
  endsAt: '2026-12-20T10:00:00.000Z',
  items: [],
  period: 'current',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...change,
});

const aSlide = (change: Partial<OperatorSlide> = {}): OperatorSlide => ({
  _id: 'slide-1',
  title: 'Masks of Bhaktapur',
  imageMain: '/media/art/slides/a-large.webp',
  thumbnail: '/media/art/slides/a-thumbnail.webp',
  linkArtist: { name: 'Hari Shrestha', slug: 'hari-shrestha' },
  explicit: false,
  position: 0,
  ...change,
});

// Some renders below are in Nepali or Chinese, whose texts a page fetches when it needs them.
before(languageTextsLoaded);
describe('Exhibitions', () => {
  it('lists every exhibition with its period now, its marks and its actions; the section is marked in the navigation', () => {
    const html = renderWithShell(<ExhibitionsRoute />, {
      user: operator,
      path: '/moderation/exhibitions',
      queries: [
        [
          moderationKeys.exhibitions,
          [
            anExhibition({ _id: 'ex-2', title: 'Monsoon', period: 'upcoming', explicit: true }),
            anExhibition(),
            anExhibition({ _id: 'ex-3', title: 'Old Stupas', period: 'previous', mediaUrl: '/media/a.mp3' }),
          ],
        ],
      ],
    });
    assert.equal(h1Count(html), 1);
    assert.match(html, /<h1 id="mod-page-title"[^>]*>Exhibitions<\/h1>/);
    assert.match(tagOf(html, 'mod-nav-exhibitions'), /aria-current="page"/);
    assert.match(textOf(html), /Home slides/);
    assert.equal((html.match(/data-testid="mod-exhibition-row"/g) ?? []).length, 3);
    const periods = [...html.matchAll(/data-testid="mod-exhibition-period"[^>]*>([^<]+)</g)].map((m) => m[1]);
    assert.deepEqual(periods, ['Upcoming', 'Current', 'Previous']);
    assert.match(textOf(html), /Explicit/);
    assert.match(textOf(html), /Audio guide/);
    assert.match(html, /aria-label="Edit Monsoon"/);
    assert.match(html, /aria-label="Delete Old Stupas"/);
    assert.match(html, /<a href="\/exhibitions\/paubha-today">Paubha Today<\/a>/);
    assert.match(textOf(html), /New exhibition/);
  });

  it('says so when there is none, in Nepali too', () => {
    const html = renderWithShell(<ExhibitionsRoute />, {
      user: operator,
      path: '/moderation/exhibitions',
      language: 'ne',
      queries: [[moderationKeys.exhibitions, []]],
    });
    assert.match(textOf(html), /अहिलेसम्म कुनै प्रदर्शनी छैन।/);
  });

  it('asks for the words, the schedule and the flags', () => {
    const html = renderWithShell(
      <ExhibitionFormDialog isOpen initial={null} isBusy={false} onSave={ignore} onCancel={ignore} />,
    );
    assert.match(textOf(html), /New exhibition/);
    for (const label of ['Title', 'Address', 'Opens', 'Closes', 'Studio address', 'Background colour'])
      assert.match(html, new RegExp(`<label[^>]*>${label}</label>`));
    assert.match(html, /type="datetime-local"/);
    assert.match(html, /name="explicit"/);
  });

  it('offers every picture slot and the audio guide, with the accepted kinds', () => {
    const html = renderWithShell(
      <ExhibitionMediaDialog
        exhibition={anExhibition({ mediaUrl: '/media/art/exhibitions/ex-1/a-audio.mp3' })}
        isBusy={false}
        onUploadImage={ignore}
        onUploadAudio={ignore}
        onRemoveAudio={ignore}
        onClose={ignore}
      />,
    );
    for (const slot of ['Banner', 'Listing thumbnail', 'Background', 'Moving background', 'One more work of the walk'])
      assert.match(textOf(html), new RegExp(slot));
    assert.match(html, /accept="image\/jpeg,image\/png,image\/webp"/);
    assert.match(html, /accept="audio\/mpeg,audio\/ogg,audio\/mp4,\.mp3,\.ogg,\.m4a"/);
    assert.match(html, /<audio[^>]*src="\/media\/art\/exhibitions\/ex-1\/a-audio.mp3"/);
    assert.match(textOf(html), /Remove audio/);
  });
});

describe('the exhibition form rules', () => {
  it('wants a title and a closing after the opening', () => {
    assert.deepEqual(exhibitionDraftProblems(emptyExhibitionDraft()), {
      title: 'titleRequired',
      dates: 'datesRequired',
    });
    const draft = {
      ...emptyExhibitionDraft(),
      title: 'Monsoon',
      startsAt: '2026-12-02T10:00',
      endsAt: '2026-12-01T10:00',
    };
    assert.deepEqual(exhibitionDraftProblems(draft), { dates: 'datesOutOfOrder' });
    assert.deepEqual(exhibitionDraftProblems({ ...draft, endsAt: '2026-12-09T18:00' }), {});
  });

  it('sends instants with their zone, and leaves an empty address to the server', () => {
    const iso = fromLocalInput('2026-12-02T10:30');
    assert.ok(iso?.endsWith('Z'));
    assert.equal(toLocalInput(iso as string), '2026-12-02T10:30');
    assert.equal(fromLocalInput('tomorrow'), null);
    const body = exhibitionBody({
      ...emptyExhibitionDraft(),
      title: '  Monsoon ',
      startsAt: '2026-12-02T10:00',
      endsAt: '2026-12-09T18:00',
    });
    assert.equal(body.title, 'Monsoon');
    assert.equal('slug' in body, false);
    assert.equal(body.startsAt, new Date('2026-12-02T10:00').toISOString());
  });
});

describe('Home slides', () => {
  it('lists the slides in order; one without a picture says it is not shown; the ends cannot move further', () => {
    const html = renderWithShell(<SlidesRoute />, {
      user: operator,
      path: '/moderation/slides',
      queries: [
        [
          moderationKeys.slides,
          [
            aSlide(),
            aSlide({ _id: 'slide-2', title: 'New thangka', imageMain: '', thumbnail: '', explicit: true, position: 1 }),
          ],
        ],
      ],
    });
    assert.equal(h1Count(html), 1);
    assert.match(html, /<h1 id="mod-page-title"[^>]*>Home slides<\/h1>/);
    assert.match(tagOf(html, 'mod-nav-slides'), /aria-current="page"/);
    assert.equal((html.match(/data-testid="mod-slide-row"/g) ?? []).length, 2);
    assert.match(textOf(html), /No picture: not shown/);
    assert.match(
      html,
      /<button[^>]*disabled=""[^>]*aria-label="Move Masks of Bhaktapur up"|<button[^>]*aria-label="Move Masks of Bhaktapur up"[^>]*disabled=""/,
    );
    assert.match(html, /<a href="\/hari-shrestha">Hari Shrestha<\/a>/);
    assert.match(textOf(html), /Add picture/);
    assert.match(textOf(html), /Replace picture/);
  });

  it('speaks Chinese', () => {
    const html = renderWithShell(<SlidesRoute />, {
      user: operator,
      path: '/moderation/slides',
      language: 'zh',
      queries: [[moderationKeys.slides, []]],
    });
    assert.match(textOf(html), /首页轮播中没有幻灯片。/);
  });

  it('asks for a title, the studio and the explicit mark', () => {
    const html = renderWithShell(
      <SlideFormDialog isOpen initial={null} isBusy={false} onSave={ignore} onCancel={ignore} />,
    );
    assert.match(textOf(html), /New slide/);
    assert.match(html, /<label[^>]*>Studio address<\/label>/);
    assert.match(html, /name="explicit"/);
    assert.match(textOf(html), /Add its picture from the list once it is saved\./);
  });
});
