import { Button, useSession } from '@art/ui';
import { type FormEvent, useState } from 'react';
import type { CommentBoxHandlers } from '../../hooks/usePostComments.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import '../social.css';

/**
 * The add-comment box for signed-in users; guests get a link to sign in. The box empties as the
 * comment leaves; when it is not saved its text comes back (typed text is never lost), and a Retry
 * that saves it takes that text out of the box again.
 */
export function CommentBox({ onSubmit }: { onSubmit(text: string, box: CommentBoxHandlers): Promise<boolean> }) {
  const { t } = useSocialTranslation();
  const { isSignedIn, requireLogin } = useSession();
  const [text, setText] = useState('');
  if (!isSignedIn) {
    return (
      <button
        type="button"
        className="soc-link"
        onClick={() => requireLogin(t('common.loginFirst'))}
        data-testid="comment-login"
      >
        {t('comments.loginToComment')}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = text;
    setText('');
    void onSubmit(sent, {
      // Saved by a Retry: what came back into the box goes (what was typed after it stays).
      onSaved: () =>
        setText((current) => (current.startsWith(sent) ? current.slice(sent.length).trimStart() : current)),
      // Not saved: back into the box, before anything typed since.
      onFailed: () =>
        setText((current) => (current.startsWith(sent) ? current : current.trim() ? `${sent} ${current}` : sent)),
    });
  };
  return (
    <form className="soc-row" onSubmit={submit}>
      <input
        aria-label={t('comments.writeLabel')}
        placeholder={t('comments.write')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{
          flex: 1,
          minWidth: 0,
          padding: '8px 10px',
          borderRadius: 999,
          border: '1px solid #ddd',
          font: 'inherit',
        }}
        data-testid="comment-input"
      />
      <Button size="small" type="submit" disabled={!text.trim()} data-testid="comment-send">
        {t('comments.send')}
      </Button>
    </form>
  );
}
