import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { notificationText } from '../lib/notificationText.js';
import { notificationEn } from '../locales/notification.en.js';
import { notificationNe } from '../locales/notification.ne.js';
import { notificationZh } from '../locales/notification.zh.js';

const LOCALES = { en: notificationEn, ne: notificationNe, zh: notificationZh } as const;

/** The page's texts looked up as i18next does (dotted keys, {{placeholders}}). */
const translator =
  (language: keyof typeof LOCALES) =>
  (key: string, options: Record<string, string> = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], LOCALES[language]);
    assert.equal(typeof text, 'string', `${language} has ${key}`);
    return (text as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => options[name] ?? '');
  };

describe('moderation’s notifications are worded in the reader’s language', () => {
  const text = async (
    language: keyof typeof LOCALES,
    kind: string | undefined,
    detail: string | null,
    message = 'stored',
  ) => notificationText({ kind: kind as never, detail, message }, translator(language));

  it('words each kind with its detail, in en, ne and zh', async () => {
    assert.equal(await text('en', 'studio-approved', null), 'Your studio has been approved');
    assert.equal(
      await text('en', 'studio-rejected', 'Show your own work'),
      'Your studio request was not approved: Show your own work',
    );
    assert.equal(
      await text('en', 'content-hidden', 'artwork-comment:Spam: links'),
      'Your comment was hidden by the moderators: Spam: links',
    );
    assert.equal(await text('en', 'member-warned', 'Be kind'), 'You received a warning from the moderators: Be kind');
    assert.equal(
      await text('en', 'report-resolved', 'warned'),
      'We reviewed your report and warned the member. Thank you for telling us.',
    );
    assert.equal(await text('ne', 'studio-approved', null), 'तपाईंको स्टुडियो स्वीकृत भएको छ');
    assert.equal(await text('zh', 'content-hidden', 'post:垃圾'), '您的帖子已被管理员隐藏：垃圾');
  });

  it('shows the stored message for other notifications and for a detail it cannot read', async () => {
    assert.equal(await text('en', undefined, null, 'liked your post'), 'liked your post');
    assert.equal(await text('en', 'report-resolved', 'escalated', 'English wording'), 'English wording');
    assert.equal(await text('en', 'content-hidden', 'no-colon', 'English wording'), 'English wording');
  });
});

describe('new works and followed exhibitions are worded in the reader’s language', () => {
  const text = (language: keyof typeof LOCALES, kind: string, detail: string | null) =>
    notificationText({ kind: kind as never, detail, message: 'stored' }, translator(language));

  it('names the work or the exhibition in en, ne and zh, and keeps the message without a name', () => {
    assert.equal(text('en', 'new-work', 'Himalayan Dawn'), 'listed a new work: Himalayan Dawn');
    assert.equal(text('ne', 'new-work', 'Himalayan Dawn'), 'ले नयाँ कलाकृति राख्नुभयो: Himalayan Dawn');
    assert.equal(text('zh', 'new-work', 'Himalayan Dawn'), '发布了新作品：Himalayan Dawn');
    for (const language of ['en', 'ne', 'zh'] as const) {
      assert.match(text(language, 'exhibition-opening', 'Thangka Now'), /Thangka Now/);
      assert.match(text(language, 'exhibition-closing-soon', 'Thangka Now'), /Thangka Now/);
    }
    assert.equal(
      text('en', 'exhibition-closing-soon', 'Thangka Now'),
      'The exhibition Thangka Now you follow closes in two days',
    );
    assert.equal(text('en', 'new-work', null), 'stored');
  });
});
