import { Button, useSession } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import '../social.css';

/** The add-comment box for signed-in users; guests get a link to sign in. */
export function CommentBox({ onSubmit }: { onSubmit(text: string): Promise<void> }) {
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
    const value = text;
    setText('');
    void onSubmit(value);
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
