import { ApiError, studio } from '@art/sdk';
import { serverMessage } from '@art/sdk/refusals';
import { Button, FilePicker, TextArea, usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { isStudioImageAllowed } from '../../lib/validation.js';
import '../../Components/identity.css';

const IMAGES_ID = 'studio-images';

export function GetIntoStudioRoute() {
  const { t } = useIdentityTranslation();
  usePageTitle(t('studio.title'));
  const { slug = '' } = useParams<{ slug: string }>();
  const [, navigate] = useLocation();
  const { showSnackbar } = useSnackbar();
  const { token, user } = useSession();
  const refusalText = useRefusalText();
  const [images, setImages] = useState<File[]>([]);
  const [message, setMessage] = useState('');
  const [hasBadImage, setHasBadImage] = useState(false);
  const [isAboutMissing, setIsAboutMissing] = useState(false);
  const profilePath = `/profile/${user?.slug ?? slug}`;

  const send = useMutation({
    mutationFn: (body: { images: File[]; message: string }) => studio.requestStudio(token ?? '', body),
    onSuccess: () => {
      showSnackbar(t('studio.success'), { type: 'success' });
      navigate(profilePath);
    },
    onError: (error) => {
      const isRepeat = error instanceof ApiError && error.status === 'already-exist';
      if (isRepeat) showSnackbar(t('studio.alreadyExist'), { type: 'normal' });
      // No images, too many, one over 2 MB: the server's refusal in the reader's words.
      else showSnackbar(serverMessage(error, t('studio.failed'), refusalText), { type: 'error' });
    },
  });

  function handleImages(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    const allowed = files.filter(isStudioImageAllowed);
    const isAnyRefused = allowed.length < files.length;
    setHasBadImage(isAnyRefused);
    if (isAnyRefused) showSnackbar(t('studio.badImage'), { type: 'error' });
    setImages(allowed);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    setIsAboutMissing(!message.trim());
    if (!message.trim()) {
      showSnackbar(t('studio.aboutRequired'), { type: 'error' });
      return;
    }
    send.mutate({ images, message: message.trim() });
  }

  return (
    <section className="identity-page" data-testid="get-studio-page">
      <h1>{t('studio.title')}</h1>
      <p className="identity-muted">{t('studio.intro')}</p>
      <form className="identity-form" onSubmit={handleSubmit} noValidate>
        <div className="art-field">
          <label className="art-field__label" htmlFor={IMAGES_ID}>
            {t('studio.images')}
          </label>
          <FilePicker
            id={IMAGES_ID}
            chosen={images.map((image) => image.name)}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            multiple
            aria-invalid={hasBadImage || undefined}
            aria-describedby={[`${IMAGES_ID}-hint`, hasBadImage && `${IMAGES_ID}-error`].filter(Boolean).join(' ')}
            onChange={handleImages}
          />
          <span id={`${IMAGES_ID}-hint`} className="art-field__hint">
            {images.length > 0 ? t('studio.selected', { count: images.length }) : t('studio.imagesHint')}
          </span>
          {hasBadImage && (
            <span id={`${IMAGES_ID}-error`} className="art-field__error" role="alert">
              {t('studio.badImage')}
            </span>
          )}
        </div>
        <TextArea
          label={`${t('studio.about')} *`}
          required
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setIsAboutMissing(false);
          }}
          error={isAboutMissing ? t('studio.aboutRequired') : null}
        />
        <Link to={`/${user?.slug ?? slug}/artist-code`}>{t('studio.haveCode')}</Link>
        <div className="identity-actions">
          <Button variant="secondary" onClick={() => navigate(profilePath)}>
            {t('studio.cancel')}
          </Button>
          <Button type="submit" isLoading={send.isPending || send.isSuccess} data-testid="studio-submit">
            {t('studio.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
