import type { ArtworkView } from '@art/sdk';
import { Button, useSession } from '@art/ui';
import { BlockDialog, ReportDialog } from '@art/ui/trust';
import { useState } from 'react';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { offersReportAndBlock } from './links.js';
import './browse.css';

/** The artwork page's Report and Block, for everybody but the author. */
export function ArtworkReportBlock({ artwork }: { artwork: ArtworkView }) {
  const { t } = useBrowseTranslation();
  const { user, requireLogin } = useSession();
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  if (!offersReportAndBlock(artwork.author, user?._id)) return null;

  const openIfSignedIn = (dialog: 'report' | 'block') => {
    if (!user) {
      requireLogin(t('artwork.loginFirst'));
      return;
    }
    setOpen(dialog);
  };

  return (
    <div className="cat-actions">
      <Button variant="secondary" size="small" onClick={() => openIfSignedIn('report')} data-testid="artwork-report">
        {t('report.open')}
      </Button>
      <Button variant="secondary" size="small" onClick={() => openIfSignedIn('block')} data-testid="artwork-block">
        {t('block.open')}
      </Button>
      <ReportDialog
        target="product"
        targetId={artwork._id}
        isOpen={open === 'report'}
        onClose={() => setOpen(null)}
        testId="artwork-report"
      />
      <BlockDialog
        person={artwork.author}
        from="artwork"
        isOpen={open === 'block'}
        onClose={() => setOpen(null)}
        testId="artwork-block-dialog"
      />
    </div>
  );
}
