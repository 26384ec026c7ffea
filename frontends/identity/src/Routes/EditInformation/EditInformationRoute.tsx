import { type CategoryRef, type ShippingInfo, type User, user as userApi } from '@art/sdk';
import { Button, Spinner, TextArea, TextInput, useSession, useSnackbar } from '@art/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { CategoryPicker } from '../../Components/CategoryPicker.js';
import { IdentityStyles } from '../../Components/IdentityStyles.js';
import { ImageCropField } from '../../Components/ImageCropField.js';
import { ShippingFields } from '../../Components/ShippingFields.js';
import { useCategories } from '../../hooks/useCategories.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { fromApiDate, isCoverSizeAccepted, toApiDate } from '../../validation.js';

const PICTURE_SIZE = { width: 200, height: 200 };
const COVER_SIZE = { width: 480, height: 148 };

type Form = {
  name: string;
  dob: string;
  address: string;
  biography: string;
  achievements: string;
  categories: CategoryRef[];
  isPrivate: boolean;
  shippingInfo: ShippingInfo;
};

function formOf(user: User): Form {
  return {
    name: user.name ?? '',
    dob: fromApiDate(user.info?.dob),
    address: user.info?.address ?? '',
    biography: user.info?.biography ?? '',
    achievements: user.info?.achievements ?? '',
    categories: user.info?.categories ?? user.categories ?? [],
    isPrivate: Boolean(user.settings?.private),
    shippingInfo: user.shippingInfo ?? {},
  };
}

// The spec sends phone and postal code as integers unless they are not numbers.
function numericOrText(value: string | number | undefined) {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? value : number;
}

export function EditInformationRoute() {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const { token, user: sessionUser, updateUser } = useSession();
  const categories = useCategories();
  const [user, setUser] = useState<User | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [picture, setPicture] = useState<Blob | null>(null);
  const [cover, setCover] = useState<Blob | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!token) return;
    userApi
      .getProfile(token)
      .then((loaded) => {
        setUser(loaded);
        setForm(formOf(loaded));
      })
      .catch(() => {
        showSnackbar(t('edit.failed'), { type: 'error' });
        if (sessionUser) {
          setUser(sessionUser);
          setForm(formOf(sessionUser));
        }
      });
  }, [token, sessionUser, showSnackbar, t]);

  const handleRefused = useCallback((key: string) => showSnackbar(t(key), { type: 'error' }), [showSnackbar, t]);
  const checkCover = useCallback((file: File) => (isCoverSizeAccepted(file.size) ? null : 'edit.coverSize'), []);

  if (!form || !user) {
    return (
      <div className="identity-page" style={{ textAlign: 'center', padding: 48 }}>
        <Spinner label={t('edit.loading')} />
      </div>
    );
  }

  function handleChange<K extends keyof Form>(key: K, value: Form[K]) {
    setForm((current) => (current ? { ...current, [key]: value } : current));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token || !form) return;
    if (!form.name.trim()) {
      showSnackbar(t('edit.nameEmpty'), { type: 'error' });
      return;
    }
    setIsSaving(true);
    try {
      const body = await userApi.updateProfile(token, {
        name: form.name.trim(),
        picture,
        cover,
        dob: form.dob ? toApiDate(form.dob) : '',
        address: form.address,
        biography: form.biography,
        achievements: form.achievements,
        categories: form.categories,
        isPrivate: form.isPrivate,
        shippingInfo: {
          ...form.shippingInfo,
          phoneNumber: numericOrText(form.shippingInfo.phoneNumber),
          postalCode: numericOrText(form.shippingInfo.postalCode),
        },
      });
      if (body.user) updateUser(body.user);
      showSnackbar(t('edit.saved'), { type: 'success' });
    } catch {
      showSnackbar(t('edit.failed'), { type: 'error' });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section className="identity-page" data-testid="edit-information-page">
      <IdentityStyles />
      <h1>{t('edit.title')}</h1>
      <form className="identity-form" onSubmit={handleSubmit} noValidate>
        <ImageCropField
          label={t('edit.picture')}
          editLabel={t('edit.editPicture')}
          currentUrl={user.picture}
          size={PICTURE_SIZE}
          initialZoom={1.5}
          isRound
          onRefused={handleRefused}
          onCropped={setPicture}
        />
        <ImageCropField
          label={t('edit.cover')}
          editLabel={t('edit.editCover')}
          currentUrl={user.cover}
          size={COVER_SIZE}
          initialZoom={1}
          checkFile={checkCover}
          onRefused={handleRefused}
          onCropped={setCover}
        />
        <div className="identity-row">
          <TextInput
            label={t('edit.fullName')}
            autoComplete="name"
            value={form.name}
            onChange={(e) => handleChange('name', e.target.value)}
          />
          <TextInput
            label={t('edit.dob')}
            type="date"
            autoComplete="bday"
            value={form.dob}
            onChange={(e) => handleChange('dob', e.target.value)}
          />
        </div>
        <div className="identity-row">
          <TextInput label={t('edit.email')} type="email" value={user.email ?? ''} readOnly />
          <TextInput
            label={t('edit.address')}
            autoComplete="street-address"
            value={form.address}
            onChange={(e) => handleChange('address', e.target.value)}
          />
        </div>
        <ShippingFields value={form.shippingInfo} onChange={(value) => handleChange('shippingInfo', value)} />
        <CategoryPicker
          categories={categories}
          selected={form.categories}
          onChange={(value) => handleChange('categories', value)}
        />
        <TextArea
          label={t('edit.biography')}
          value={form.biography}
          onChange={(e) => handleChange('biography', e.target.value)}
        />
        <TextArea
          label={t('edit.achievements')}
          value={form.achievements}
          onChange={(e) => handleChange('achievements', e.target.value)}
        />
        <label className="identity-check">
          <input
            type="checkbox"
            checked={form.isPrivate}
            onChange={(e) => handleChange('isPrivate', e.target.checked)}
          />
          {t('edit.private')}
        </label>
        <div className="identity-actions">
          <Button variant="secondary" onClick={() => window.history.back()}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" isLoading={isSaving} data-testid="edit-save">
            {t('edit.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
