import type { ArtistCodeView } from '@art/sdk/moderation';
import { Button } from '@art/ui';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDate, formatDateTime } from '../../lib/formatTime.js';
import { type ConsoleColumn, ConsoleTable } from '../console/ConsoleTable.js';

type ArtistCodeTableProps = { codes: ArtistCodeView[]; onRevoke: (code: ArtistCodeView) => void };

/** The codes, newest first: their last characters, state, e-mail, expiry, who used them; Revoke on unused ones. */
export function ArtistCodeTable({ codes, onRevoke }: ArtistCodeTableProps) {
  const { t, i18n } = useModerationTranslation();
  const columns: ConsoleColumn<ArtistCodeView>[] = [
    { key: 'code', label: t('artistCodes.columns.code'), cell: (code) => <code>…{code.hint}</code> },
    {
      key: 'state',
      label: t('artistCodes.columns.state'),
      cell: (code) => (
        <span className={`mod-badge mod-badge--${code.state}`}>{t(`artistCodes.state.${code.state}`)}</span>
      ),
    },
    { key: 'email', label: t('artistCodes.columns.email'), cell: (code) => code.email ?? t('artistCodes.anyEmail') },
    {
      key: 'expires',
      label: t('artistCodes.columns.expires'),
      cell: (code) => formatDate(code.expiresAt, i18n.language),
    },
    {
      key: 'usedBy',
      label: t('artistCodes.columns.usedBy'),
      cell: (code) =>
        code.usedBy && code.usedAt
          ? t('artistCodes.usedByOn', { name: code.usedBy.name, date: formatDateTime(code.usedAt, i18n.language) })
          : '—',
    },
    {
      key: 'issued',
      label: t('artistCodes.columns.issued'),
      cell: (code) =>
        t('artistCodes.issuedByOn', { name: code.createdBy.name, date: formatDate(code.createdAt, i18n.language) }),
    },
  ];
  return (
    <ConsoleTable
      rows={codes}
      columns={columns}
      rowKey={(code) => code.id}
      testId="mod-code-table"
      rowTestId="mod-code-row"
      actions={(code) =>
        code.state === 'unused' && (
          <Button
            size="small"
            variant="secondary"
            onClick={() => onRevoke(code)}
            aria-label={t('artistCodes.revokeLabel', { hint: code.hint })}
            data-testid="mod-revoke"
          >
            {t('artistCodes.revoke')}
          </Button>
        )
      }
    />
  );
}
