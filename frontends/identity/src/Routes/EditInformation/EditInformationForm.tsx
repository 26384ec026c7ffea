import { type ProfileUpdate, type User, user as userApi } from '@art/sdk';
import { Button, TextArea, TextInput, useSession, useSnackbar } from '@art/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { CategoryPicker } from '../../Components/profile/CategoryPicker.js';
import { ImageCropField } from '../../Components/profile/ImageCropField.js';
import { ShippingFields } from '../../Components/profile/ShippingFields.js';
import { useCategories } from '../../hooks/useCategories.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { identityKeys } from '../../identityKeys.js';
import { isCoverSizeAccepted } from '../../lib/validation.js';
import { type ProfileForm, profileFormErrors, profileFormOf, profileUpdateOf } from './profileForm.js';
import '../../Components/identity.css';

const PICTURE_SIZE = { width: 200, height: 200 };
const COVER_SIZE = { width: 480, height: 148 };

type EditInformationFormProps = { profile: User };

/** Starts from `profile` once (the parent keys it by account); later profile copies only refresh the pictures. */
export function EditInformationForm({ profile }: EditInformationFormProps) {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const { token, updateUser } = useSession();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(profile));
  const [errors, setErrors] = useState<ReturnType<typeof profileFormErrors>>({});
  // Pictures picked in this edit; cleared once saved so a later save does not send them again.
  const [picture, setPicture] = useState<Blob | null>(null);
  const [cover, setCover] = useState<Blob | null>(null);
  // A new key closes the croppers after a save, dropping their last crop with them.
  const [imageEdit, setImageEdit] = useState(0);

  const save = useMutation({
    mutationFn: (update: ProfileUpdate) => userApi.updateProfile(token ?? '', update),
    onSuccess: (body) => {
      if (body.user) updateUser(body.user);
      setPicture(null);
      setCover(null);
      setImageEdit((count) => count + 1);
      showSnackbar(t('edit.saved'), { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: identityKeys.ownProfile(profile.id) });
    },
    onError: () => showSnackbar(t('edit.failed'), { type: 'error' }),
  });

  const handleRefused = useCallback((key: string) => showSnackbar(t(key), { type: 'error' }), [showSnackbar, t]);
  const checkCover = useCallback((file: File) => (isCoverSizeAccepted(file.size) ? null : 'edit.coverSize'), []);

  function handleChange<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors({});
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = profileFormErrors(form);
    setErrors(found);
    if (found.name) {
      showSnackbar(t(found.name), { type: 'error' });
      return;
    }
    save.mutate(profileUpdateOf(form, { picture, cover }));
  }

  return (
    <form className="identity-form" onSubmit={handleSubmit} noValidate data-testid="edit-information-form">
      <ImageCropField
        key={`picture-${imageEdit}`}
        label={t('edit.picture')}
        editLabel={t('edit.editPicture')}
        currentUrl={profile.picture}
        size={PICTURE_SIZE}
        initialZoom={1.5}
        isRound
        onRefused={handleRefused}
        onCropped={setPicture}
      />
      <ImageCropField
        key={`cover-${imageEdit}`}
        label={t('edit.cover')}
        editLabel={t('edit.editCover')}
        currentUrl={profile.cover}
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
          required
          value={form.name}
          onChange={(e) => handleChange('name', e.target.value)}
          error={errors.name ? t(errors.name) : null}
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
        <TextInput label={t('edit.email')} type="email" value={profile.email ?? ''} readOnly />
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
        <input type="checkbox" checked={form.isPrivate} onChange={(e) => handleChange('isPrivate', e.target.checked)} />
        {t('edit.private')}
      </label>
      <div className="identity-actions">
        <Button variant="secondary" onClick={() => window.history.back()}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" isLoading={save.isPending} data-testid="edit-save">
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
