import { exhibitions } from '@art/sdk';
import { Button, Dialog, TextArea, TextInput, useSnackbar } from '@art/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import { INQUIRY_FIELDS, type InquiryFields, inquiryProblems } from '../../validation/inquiry.js';
import '../create/create.css';

/** What the message is about: the artwork's title, its artist and its picture. */
export type InquirySubject = { art: string; artist: string; artImage: string };

type InquiryDialogProps = { subject: InquirySubject | null; onClose: () => void };

const EMPTY: InquiryFields = { name: '', email: '', phone: '', message: '' };

/** "Send us a message" about an exhibited artwork (a purchase inquiry). */
export function InquiryDialog({ subject, onClose }: InquiryDialogProps) {
  const { t } = useCreateTranslation();
  const { showSnackbar } = useSnackbar();
  const formId = useId();
  const [fields, setFields] = useState(EMPTY);
  const [problems, setProblems] = useState<ReturnType<typeof inquiryProblems>>({});

  const send = useMutation({
    mutationFn: (body: InquiryFields & InquirySubject) => exhibitions.sendInquiry(body),
    onSuccess: () => {
      showSnackbar(t('inquiry.success'), { type: 'success' });
      setFields(EMPTY);
      onClose();
    },
    onError: () => showSnackbar(t('inquiry.failed'), { type: 'error' }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!subject || send.isPending) return;
    const found = inquiryProblems(fields);
    setProblems(found);
    const first = INQUIRY_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    send.mutate({
      name: fields.name.trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      message: fields.message.trim(),
      ...subject,
    });
  }

  function update(field: keyof InquiryFields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  }

  const error = (field: keyof InquiryFields) => (problems[field] ? t(problems[field]) : null);

  return (
    <Dialog
      isOpen={subject !== null}
      title={t('inquiry.title')}
      onClose={onClose}
      closeLabel={t('exhibitions.close')}
      testId="inquiry-dialog"
    >
      {subject && (
        <form onSubmit={handleSubmit} noValidate className="create-form" style={{ gap: 12, paddingBottom: 24 }}>
          <p className="create-muted">{t('inquiry.about', { art: subject.art, artist: subject.artist })}</p>
          <TextInput
            id={`${formId}-name`}
            label={`${t('inquiry.name')} *`}
            autoComplete="name"
            value={fields.name}
            error={error('name')}
            onChange={(event) => update('name', event.target.value)}
            data-autofocus
          />
          <TextInput
            id={`${formId}-email`}
            label={`${t('inquiry.email')} *`}
            type="email"
            autoComplete="email"
            value={fields.email}
            error={error('email')}
            onChange={(event) => update('email', event.target.value)}
          />
          <TextInput
            id={`${formId}-phone`}
            label={`${t('inquiry.phone')} *`}
            type="tel"
            autoComplete="tel"
            value={fields.phone}
            error={error('phone')}
            onChange={(event) => update('phone', event.target.value)}
          />
          <TextArea
            id={`${formId}-message`}
            label={`${t('inquiry.message')} *`}
            value={fields.message}
            maxLength={5000}
            error={error('message')}
            onChange={(event) => update('message', event.target.value)}
          />
          <div className="create-actions">
            <Button variant="secondary" onClick={onClose}>
              {t('exhibitions.cancel')}
            </Button>
            <Button type="submit" isLoading={send.isPending} data-testid="inquiry-send">
              {t('inquiry.send')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
