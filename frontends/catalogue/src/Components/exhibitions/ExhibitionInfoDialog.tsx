import type { ExhibitionView } from '@art/sdk';
import { Dialog } from '@art/ui';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import '../create/create.css';

type ExhibitionInfoDialogProps = { exhibition: ExhibitionView; isOpen: boolean; onClose: () => void };

// Dates show as YYYY-MM-DD.
const day = (iso: string) => iso.slice(0, 10);

/** About the exhibition: subtitle, artist, dates and the curator's text. */
export function ExhibitionInfoDialog({ exhibition, isOpen, onClose }: ExhibitionInfoDialogProps) {
  const { t } = useCreateTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      title={exhibition.title}
      onClose={onClose}
      closeLabel={t('exhibitions.close')}
      testId="exhibition-info"
    >
      {exhibition.subtitle && <p>{exhibition.subtitle}</p>}
      {exhibition.artist.name && <p>{t('exhibitions.by', { name: exhibition.artist.name })}</p>}
      {exhibition.startsAt && (
        <p className="create-muted">
          {t('viewer.dates', { start: day(exhibition.startsAt), end: day(exhibition.endsAt) })}
        </p>
      )}
      {exhibition.excerpt && <p style={{ whiteSpace: 'pre-line' }}>{exhibition.excerpt}</p>}
    </Dialog>
  );
}
