import { Button, useSession } from '@art/ui';
import { type FormEvent, useId, useState } from 'react';
import { useAddArtworkComment } from '../../hooks/useAddArtworkComment.js';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import './ArtworkCommentForm.css';

type ArtworkCommentFormProps = { artworkId: string };

/** The add-comment box for signed-in viewers; others get a Write a comment link to sign in. */
export function ArtworkCommentForm({ artworkId }: ArtworkCommentFormProps) {
  const { t } = useBrowseTranslation();
  const { isSignedIn, requireLogin } = useSession();
  const [text, setText] = useState('');
  const add = useAddArtworkComment(artworkId);
  const id = useId();

  if (!isSignedIn) {
    return (
      <a
        href="/login"
        onClick={(event) => {
          event.preventDefault();
          requireLogin();
        }}
        data-testid="artwork-comment-login"
      >
        {t('artwork.writeComment')}
      </a>
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const comment = text.trim();
    if (!comment) return;
    // The box empties as the comment leaves; not saved, the text comes back (never lost).
    const sent = text;
    setText('');
    void add(comment, {
      onSaved: () =>
        setText((current) => (current.startsWith(sent) ? current.slice(sent.length).trimStart() : current)),
      onFailed: () =>
        setText((current) => (current.startsWith(sent) ? current : current.trim() ? `${sent} ${current}` : sent)),
    });
  }

  return (
    <form className="cat-comment-form" onSubmit={handleSubmit} data-testid="artwork-comment-form">
      <div className="art-field">
        <label htmlFor={id} className="art-visually-hidden">
          {t('artwork.writeComment')}
        </label>
        <textarea
          id={id}
          className="art-field__input"
          rows={2}
          maxLength={2000}
          placeholder={t('artwork.writeComment')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={!text.trim()} data-testid="artwork-comment-submit">
        {t('artwork.postComment')}
      </Button>
    </form>
  );
}
