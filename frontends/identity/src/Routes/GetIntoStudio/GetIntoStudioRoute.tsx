import { ApiError, studio } from '@art/sdk';
import { Button, TextArea, useSession, useSnackbar } from '@art/ui';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { IdentityStyles } from '../../Components/IdentityStyles.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { isStudioImageAllowed } from '../../validation.js';

export function GetIntoStudioRoute() {
  const { t } = useIdentityTranslation();
  const { slug = '' } = useParams<{ slug: string }>();
  const [, navigate] = useLocation();
  const { showSnackbar } = useSnackbar();
  const { token, user } = useSession();
  const [images, setImages] = useState<File[]>([]);
  const [message, setMessage] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const profilePath = `/profile/${user?.slug ?? slug}`;

  function handleImages(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    const allowed = files.filter(isStudioImageAllowed);
    if (allowed.length < files.length) showSnackbar(t('studio.badImage'), { type: 'error' });
    setImages(allowed);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    if (!message.trim()) {
      showSnackbar(t('studio.aboutRequired'), { type: 'error' });
      return;
    }
    setIsSubmitting(true);
    try {
      await studio.requestStudio(token, { images, message: message.trim() });
      showSnackbar(t('studio.success'), { type: 'success' });
      navigate(profilePath);
    } catch (error) {
      const isRepeat = error instanceof ApiError && error.status === 'already-exist';
      showSnackbar(t(isRepeat ? 'studio.alreadyExist' : 'studio.failed'), { type: isRepeat ? 'normal' : 'error' });
      setIsSubmitting(false);
    }
  }

  return (
    <section className="identity-page" data-testid="get-studio-page">
      <IdentityStyles />
      <h1>{t('studio.title')}</h1>
      <p className="identity-muted">{t('studio.intro')}</p>
      <form className="identity-form" onSubmit={handleSubmit} noValidate>
        <div className="art-field">
          <label className="art-field__label" htmlFor="studio-images">
            {t('studio.images')}
          </label>
          <input
            id="studio-images"
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            multiple
            onChange={handleImages}
          />
          <span className="art-field__hint">
            {images.length > 0 ? t('studio.selected', { count: images.length }) : t('studio.imagesHint')}
          </span>
        </div>
        <TextArea
          label={`${t('studio.about')} *`}
          required
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <Link to={`/${user?.slug ?? slug}/artist-code`}>{t('studio.haveCode')}</Link>
        <div className="identity-actions">
          <Button variant="secondary" onClick={() => navigate(profilePath)}>
            {t('studio.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting} data-testid="studio-submit">
            {t('studio.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
