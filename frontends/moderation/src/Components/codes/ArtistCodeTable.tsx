import type { ArtistCodeView } from '@art/sdk/moderation';
import { Button } from '@art/ui';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDate, formatDateTime } from '../../lib/formatTime.js';
import '../moderation.css';

type ArtistCodeTableProps = { codes: ArtistCodeView[]; onRevoke: (code: ArtistCodeView) => void };

/** The codes, newest first: their last characters, state, e-mail, expiry, who used them; Revoke on unused ones. */
export function ArtistCodeTable({ codes, onRevoke }: ArtistCodeTableProps) {
  const { t, i18n } = useModerationTranslation();
  const columns = {
    code: t('artistCodes.columns.code'),
    state: t('artistCodes.columns.state'),
    email: t('artistCodes.columns.email'),
    expires: t('artistCodes.columns.expires'),
    usedBy: t('artistCodes.columns.usedBy'),
    issued: t('artistCodes.columns.issued'),
  };
  return (
    <table className="mod-table" data-testid="mod-code-table">
      <thead>
        <tr>
          {Object.values(columns).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
          <th scope="col">
            <span className="art-visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.id} data-testid="mod-code-row">
            <td data-label={columns.code}>
              <code>…{code.hint}</code>
            </td>
            <td data-label={columns.state}>
              <span className={`mod-badge mod-badge--${code.state}`}>{t(`artistCodes.state.${code.state}`)}</span>
            </td>
            <td data-label={columns.email}>{code.email ?? t('artistCodes.anyEmail')}</td>
            <td data-label={columns.expires}>{formatDate(code.expiresAt, i18n.language)}</td>
            <td data-label={columns.usedBy}>
              {code.usedBy && code.usedAt
                ? t('artistCodes.usedByOn', {
                    name: code.usedBy.name,
                    date: formatDateTime(code.usedAt, i18n.language),
                  })
                : '—'}
            </td>
            <td data-label={columns.issued}>
              {t('artistCodes.issuedByOn', {
                name: code.createdBy.name,
                date: formatDate(code.createdAt, i18n.language),
              })}
            </td>
            <td>
              {code.state === 'unused' && (
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onRevoke(code)}
                  aria-label={t('artistCodes.revokeLabel', { hint: code.hint })}
                  data-testid="mod-revoke"
                >
                  {t('artistCodes.revoke')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
