import { Button, type ButtonProps } from '@art/ui';
import { isValidElement, type ReactElement } from 'react';
import '../moderation.css';

/** A row's button; its aria-label names the record, since every row's button reads the same. */
export type RowAction = {
  label: string;
  ariaLabel: string;
  variant: NonNullable<ButtonProps['variant']>;
  onClick: () => void;
  disabled?: boolean;
};

/** A table row's buttons, in order; a control of another kind (a file picker) stands among them as it is. */
export function RowActions({ actions }: { actions: (RowAction | ReactElement)[] }) {
  return (
    <div className="mod-actions">
      {actions.map((action) =>
        isValidElement(action) ? (
          action
        ) : (
          <Button
            key={action.label}
            size="small"
            variant={action.variant}
            disabled={action.disabled}
            onClick={action.onClick}
            aria-label={action.ariaLabel}
          >
            {action.label}
          </Button>
        ),
      )}
    </div>
  );
}
