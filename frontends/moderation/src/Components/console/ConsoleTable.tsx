import type { ReactNode } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import '../moderation.css';

/** A column: its heading, also each cell's data-label (a phone shows it before the value). */
export type ConsoleColumn<Row> = {
  key: string;
  label: string;
  cell: (row: Row, index: number) => ReactNode;
};

type ConsoleTableProps<Row> = {
  rows: Row[];
  columns: ConsoleColumn<Row>[];
  rowKey: (row: Row) => string;
  /** A row's buttons, under a heading only a screen reader says; a read-only table has no such column. */
  actions?: (row: Row, index: number) => ReactNode;
  className?: string;
  testId: string;
  rowTestId: string;
};

/** The console's lists of records (codes, refunds, exhibitions, slides, the audit log), one row each. */
export function ConsoleTable<Row>({
  rows,
  columns,
  rowKey,
  actions,
  className,
  testId,
  rowTestId,
}: ConsoleTableProps<Row>) {
  const { t } = useModerationTranslation();
  return (
    <table className={className ? `mod-table ${className}` : 'mod-table'} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.label}
            </th>
          ))}
          {actions && (
            <th scope="col">
              <span className="art-visually-hidden">{t('common.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((column) => (
              <td key={column.key} data-label={column.label}>
                {column.cell(row, index)}
              </td>
            ))}
            {actions && <td>{actions(row, index)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
