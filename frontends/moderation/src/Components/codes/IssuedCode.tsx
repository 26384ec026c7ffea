import type { ArtistCodeView } from '@art/sdk/moderation';
import { Button, useSnackbar } from '@art/ui';
import { useEffect, useRef, useState } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDate } from '../../lib/formatTime.js';
import './IssuedCode.css';

type IssuedCodeProps = { code: string; artistCode: ArtistCodeView; onDone: () => void };

/**
 * The code just issued, shown this once (only its hash is kept): focus moves here so it is read at
 * once; Copy puts it on the clipboard; Done hides it for good.
 */
export function IssuedCode({ code, artistCode, onDone }: IssuedCodeProps) {
  const { t, i18n } = useModerationTranslation();
  const { showSnackbar } = useSnackbar();
  const panelRef = useRef<HTMLElement>(null);
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
      showSnackbar(t('artistCodes.copied'), { type: 'success' });
    } catch (error) {
      console.error('code not copied', error);
      showSnackbar(t('artistCodes.copyFailed'), { type: 'error' });
    }
  }

  return (
    <section
      ref={panelRef}
      className="mod-issued"
      aria-labelledby="mod-issued-title"
      tabIndex={-1}
      data-testid="mod-issued-code"
    >
      <h3 id="mod-issued-title" className="mod-issued__title">
        {t('artistCodes.issuedTitle')}
      </h3>
      <p className="mod-issued__code">
        <code data-testid="mod-issued-code-text">{code}</code>
      </p>
      <p className="mod-issued__warning">{t('artistCodes.shownOnce')}</p>
      <p className="mod-issued__meta">
        {artistCode.email
          ? t('artistCodes.boundTo', { email: artistCode.email, date: formatDate(artistCode.expiresAt, i18n.language) })
          : t('artistCodes.anyone', { date: formatDate(artistCode.expiresAt, i18n.language) })}
      </p>
      <div className="mod-actions">
        <Button size="small" onClick={() => void handleCopy()} data-testid="mod-copy-code">
          {isCopied ? t('artistCodes.copiedButton') : t('artistCodes.copy')}
        </Button>
        <Button size="small" variant="secondary" onClick={onDone}>
          {t('artistCodes.done')}
        </Button>
      </div>
    </section>
  );
}
