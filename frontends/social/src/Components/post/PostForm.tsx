import type { PostDraft } from '@art/sdk';
import { Button, TextArea, TextInput } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { POST_IMAGE_LIMIT_MB, postDraftProblem } from '../../lib/postDraftCheck.js';
import '../social.css';

/**
 * The post form of the composer and of the edit dialog: text, and either an image or a video
 * link (the Youtube URL button switches between them, so never both).
 */
export function PostForm({
  initialText = '',
  initialVideo = '',
  submitLabel,
  hint,
  onSubmit,
  testId,
}: {
  initialText?: string;
  initialVideo?: string;
  submitLabel: string;
  hint?: string;
  onSubmit(draft: PostDraft): Promise<boolean>;
  testId: string;
}) {
  const { t } = useSocialTranslation();
  const [text, setText] = useState(initialText);
  const [isVideo, setVideo] = useState(Boolean(initialVideo));
  const [youtubeUrl, setYoutubeUrl] = useState(initialVideo);
  const [picture, setPicture] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [fileKey, setFileKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { text, youtubeUrl: isVideo ? youtubeUrl : '', picture: isVideo ? null : picture };
    const found = postDraftProblem(draft);
    if (found) {
      setProblem(
        found === 'imageTooLarge'
          ? t('composer.imageTooLarge', { limit: POST_IMAGE_LIMIT_MB })
          : t(`composer.${found}`),
      );
      return;
    }
    setProblem(null);
    setBusy(true);
    const saved = await onSubmit({
      post: text.trim(),
      picture: draft.picture,
      youtubeUrl: draft.youtubeUrl.trim() || undefined,
    });
    setBusy(false);
    if (saved) {
      setText('');
      setYoutubeUrl('');
      setPicture(null);
      setFileKey((key) => key + 1);
    }
  };

  return (
    <form className="soc-side" onSubmit={submit} data-testid={testId}>
      <TextArea
        label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        data-testid="post-text"
      />
      {isVideo ? (
        <TextInput
          label={t('composer.videoLabel')}
          value={youtubeUrl}
          onChange={(event) => setYoutubeUrl(event.target.value)}
          placeholder="https://www.youtube.com/watch?v=…"
          data-testid="post-video-url"
        />
      ) : (
        <label className="soc-row">
          <span>{t('composer.addImage')}</span>
          <input
            key={fileKey}
            type="file"
            accept="image/*"
            onChange={(event) => setPicture(event.target.files?.[0] ?? null)}
            data-testid="post-picture"
          />
        </label>
      )}
      {hint && <p className="soc-muted">{hint}</p>}
      {problem && (
        <p className="soc-error" role="alert" data-testid="post-problem">
          {problem}
        </p>
      )}
      <div className="soc-between">
        <Button
          type="button"
          variant="text"
          size="small"
          onClick={() => setVideo(!isVideo)}
          data-testid="post-toggle-video"
        >
          {isVideo ? t('composer.useImage') : t('composer.addVideo')}
        </Button>
        <Button type="submit" isLoading={isBusy} disabled={isBusy} data-testid="post-submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
