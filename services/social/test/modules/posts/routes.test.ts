import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createPost, noiseImage, outboxEvents, pngImage, sendPostForm } from '../../support/posts.js';
import { socialSuite } from '../../support/suite.js';
import { viewerHeaders } from '../../support/test-app.js';

const t = socialSuite(
  'posts',
  { author: { name: 'Sita Shrestha', role: 11 }, reader: { name: 'Hari Thapa', role: 21 } },
  { env: { POST_IMAGE_MAX_BYTES: String(1024 * 1024) } },
);

async function postCount() {
  const row = await t.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('writing a post', () => {
  test('a text post is stored, counted on the author and published for notifications', async () => {
    const response = await sendPostForm(t, t.author, [['post', '  New woodcut series from Bhaktapur  ']]);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.status, 'success');
    assert.equal(body.message, 'Post created successfully');
    assert.equal(body.post.post, 'New woodcut series from Bhaktapur');
    assert.equal(body.post.author._id, t.author.id);
    assert.equal(body.post.picture, null);
    assert.equal(body.post.youtube_url, null);
    const user = await t.db
      .selectFrom('users')
      .select('posts_count')
      .where('id', '=', t.author.id)
      .executeTakeFirstOrThrow();
    assert.equal(user.posts_count, 1);
    const events = await outboxEvents(t, 'social.post.created');
    assert.equal(events.at(-1)?.data.postId, body.post._id);
    assert.equal(events.at(-1)?.data.authorId, t.author.id);
  });

  test('an image is checked, stored in two variants and shown with its placeholder', async () => {
    const response = await sendPostForm(t, t.author, [
      ['post', 'With a picture'],
      ['picture', await pngImage(), 'p.png'],
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const picture = response.json().post.picture;
    assert.match(picture.placeholder, /^data:image\/webp;base64,/);
    assert.equal(picture.width, 400);
    assert.match(picture.files.feed.url, /\/posts\/.+-feed\.webp$/);
    assert.match(picture.files.large.fallbackUrl, /art-images-fallback/);
  });

  test('a YouTube link of any common shape yields its 11-character id', async () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://youtu.be/dQw4w9WgXcQ',
      'youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      const response = await sendPostForm(t, t.author, [
        ['post', 'A video'],
        ['youtube_url', link],
      ]);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().post.youtube_url, 'dQw4w9WgXcQ');
    }
  });

  test('every rule refuses with its message and stores nothing', async () => {
    const before = await postCount();
    const cases: [Parameters<typeof sendPostForm>[2], number, string][] = [
      [[['post', '   ']], 400, 'Post text is required'],
      [[['youtube_url', 'https://youtu.be/dQw4w9WgXcQ']], 400, 'Post text is required'],
      [
        [
          ['post', 'x'],
          ['youtube_url', 'https://example.com/watch?v=dQw4w9WgXcQ'],
        ],
        400,
        'Invalid Youtube Url',
      ],
      [
        [
          ['post', 'x'],
          ['youtube_url', 'https://youtu.be/short'],
        ],
        400,
        'Invalid Youtube Url',
      ],
      [
        [
          ['post', 'x'],
          ['youtube_url', 'https://youtu.be/dQw4w9WgXcQ'],
          ['picture', await pngImage(), 'p.png'],
        ],
        400,
        'Attach either an image or a video link, not both',
      ],
      [
        [
          ['post', 'x'],
          ['picture', await noiseImage(700, 700), 'big.png'],
        ],
        413,
        'Attached image must be less than 1 MB',
      ],
      [
        [
          ['post', 'x'],
          ['picture', Buffer.from('not an image at all'.repeat(10)), 'fake.png'],
        ],
        415,
        'Only jpg, png, webp images are accepted',
      ],
    ];
    for (const [entries, status, message] of cases) {
      const response = await sendPostForm(t, t.author, entries);
      assert.equal(response.statusCode, status, `${message}: ${response.body}`);
      assert.equal(response.json().message, message);
    }
    assert.equal(await postCount(), before);
  });

  test('a guest cannot post', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/post/new', payload: {} });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'Please login first');
  });
});

describe('editing and deleting', () => {
  test('only the author edits; a video link replaces the image', async () => {
    const created = await sendPostForm(t, t.author, [
      ['post', 'Before'],
      ['picture', await pngImage(), 'p.png'],
    ]);
    const post = created.json().post;
    const stranger = await sendPostForm(t, t.reader, [['post', 'Hijacked']], post._id);
    assert.equal(stranger.statusCode, 403);
    const kept = await sendPostForm(t, t.author, [['post', 'After']], post._id);
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().message, 'Post has been updated');
    assert.equal(kept.json().post.post, 'After');
    assert.ok(kept.json().post.picture, 'the image stays when none is sent');
    const video = await sendPostForm(
      t,
      t.author,
      [
        ['post', 'Now a video'],
        ['youtube_url', 'https://youtu.be/dQw4w9WgXcQ'],
      ],
      post._id,
    );
    assert.equal(video.json().post.picture, null);
    assert.equal(video.json().post.youtube_url, 'dQw4w9WgXcQ');
    const invalid = await sendPostForm(
      t,
      t.author,
      [
        ['post', 'x'],
        ['youtube_url', 'nope'],
      ],
      post._id,
    );
    assert.equal(invalid.json().message, 'Invalid Youtube Url');
  });

  test('only the author deletes; the count follows; the deletion is published, ids only', async () => {
    const post = await createPost(t, t.author, 'To be deleted');
    const countBefore = (
      await t.db.selectFrom('users').select('posts_count').where('id', '=', t.author.id).executeTakeFirstOrThrow()
    ).posts_count;
    const deletedBefore = (await outboxEvents(t, 'social.post.deleted')).length;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/post/delete/${post._id}`,
      headers: viewerHeaders(t.reader.id, t.reader.role),
    });
    assert.equal(refused.statusCode, 403);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/post/delete/not-a-post',
      headers: viewerHeaders(t.author.id, t.author.role),
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(
      (await outboxEvents(t, 'social.post.deleted')).length,
      deletedBefore,
      'a refused delete publishes nothing',
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/post/delete/${post._id}`,
      headers: viewerHeaders(t.author.id, t.author.role),
    });
    assert.equal(deleted.statusCode, 200);
    assert.equal(deleted.json().message, 'Post has been deleted.');
    const gone = await t.app.inject({ method: 'GET', url: `/api/feed/post/${post._id}` });
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().message, 'Post not found');
    const countAfter = (
      await t.db.selectFrom('users').select('posts_count').where('id', '=', t.author.id).executeTakeFirstOrThrow()
    ).posts_count;
    assert.equal(countAfter, countBefore - 1);
    const published = await outboxEvents(t, 'social.post.deleted');
    assert.equal(published.length, deletedBefore + 1);
    assert.deepEqual(published.at(-1)?.data, { postId: post._id, authorId: t.author.id });
  });
});

describe('likes, hides and comments', () => {
  test('a like toggles with its count; only an added like of another user is published', async () => {
    const post = await createPost(t, t.author);
    const like = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/post/like',
        payload: { post: post._id },
        headers: viewerHeaders(t.reader.id, t.reader.role),
      });
    const first = (await like()).json();
    assert.deepEqual([first.liked, first.likesCount], [true, 1]);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/feed/post/${post._id}`,
      headers: viewerHeaders(t.reader.id, t.reader.role),
    });
    assert.equal(seen.json().message.liked, true);
    const second = (await like()).json();
    assert.deepEqual([second.liked, second.likesCount], [false, 0]);
    const liked = (await outboxEvents(t, 'social.post.liked')).filter((event) => event.data.postId === post._id);
    assert.equal(liked.length, 1);
    assert.equal(liked[0]?.data.likerId, t.reader.id);
  });

  test('hide takes a post out of the viewer’s feeds, and Undo brings it back', async () => {
    const post = await createPost(t, t.author, 'Hide me');
    const hide = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/post/hide/${post._id}`,
        headers: viewerHeaders(t.reader.id, t.reader.role),
      });
    const feedIds = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/feed/posts?total=100',
          headers: viewerHeaders(t.reader.id, t.reader.role),
        })
      )
        .json()
        .message.map((p: { _id: string }) => p._id);
    assert.equal((await hide()).json().hidden, true);
    assert.ok(!(await feedIds()).includes(post._id));
    assert.equal((await hide()).json().hidden, false);
    assert.ok((await feedIds()).includes(post._id));
  });

  test('comments come newest first with their total; the card previews two', async () => {
    const post = await createPost(t, t.author, 'Comment on me');
    for (const text of ['first', 'second', 'third']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/post/comments/new',
        payload: { comment: text, post_id: post._id },
        headers: viewerHeaders(t.reader.id, t.reader.role),
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().message.author.name, 'Hari Thapa');
    }
    const page = (await t.app.inject({ method: 'GET', url: `/api/v2/post/comments/${post._id}/2` })).json();
    assert.deepEqual(
      page.message.map((c: { comment: string }) => c.comment),
      ['third', 'second'],
    );
    assert.equal(page.total, 3);
    const view = (await t.app.inject({ method: 'GET', url: `/api/feed/post/${post._id}` })).json().message;
    assert.equal(view.commentsCount, 3);
    assert.deepEqual(
      view.comments.map((c: { comment: string }) => c.comment),
      ['third', 'second'],
    );
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v2/post/comments/new',
      payload: { comment: '   ', post_id: post._id },
      headers: viewerHeaders(t.reader.id, t.reader.role),
    });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'Comment cannot be empty');
    const commented = (await outboxEvents(t, 'social.post.commented')).filter(
      (event) => event.data.postId === post._id,
    );
    assert.equal(commented.length, 3);
  });

  test('a blocked user cannot like, comment on or see the blocker’s post', async () => {
    const post = await createPost(t, t.author, 'Not for blocked eyes');
    await t.db.insertInto('blocks').values({ blocker_id: t.author.id, blocked_id: t.reader.id }).execute();
    try {
      const like = await t.app.inject({
        method: 'POST',
        url: '/api/post/like',
        payload: { post: post._id },
        headers: viewerHeaders(t.reader.id, t.reader.role),
      });
      assert.equal(like.statusCode, 403);
      const comment = await t.app.inject({
        method: 'POST',
        url: '/api/v2/post/comments/new',
        payload: { comment: 'hello', post_id: post._id },
        headers: viewerHeaders(t.reader.id, t.reader.role),
      });
      assert.equal(comment.statusCode, 403);
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/feed/post/${post._id}`,
        headers: viewerHeaders(t.reader.id, t.reader.role),
      });
      assert.equal(view.statusCode, 404);
    } finally {
      await t.db.deleteFrom('blocks').where('blocker_id', '=', t.author.id).execute();
    }
  });
});
