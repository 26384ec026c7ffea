import type { AuditEntry } from '@art/sdk/moderation';
import { Button, TextInput } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { type AuditFilterForm, emptyAuditFilterForm } from '../../lib/auditFilters.js';
import { SuggestField } from '../console/SuggestField.js';
import '../moderation.css';
import './AuditFiltersForm.css';

type AuditFiltersFormProps = {
  initial: AuditFilterForm;
  /** The rows shown: their operators and actions are offered as suggestions. */
  entries: AuditEntry[];
  onApply: (form: AuditFilterForm) => void;
};

/** Operator, action, target and a range of days; Apply runs the filter, Clear shows everything again. */
export function AuditFiltersForm({ initial, entries, onApply }: AuditFiltersFormProps) {
  const { t } = useModerationTranslation();
  const [form, setForm] = useState(initial);
  const operators = [...new Map(entries.map((entry) => [entry.operator.id, entry.operator.name])).entries()].map(
    ([id, name]) => ({ value: id, label: name }),
  );
  const actions = [...new Set(entries.map((entry) => entry.action))].sort().map((action) => ({ value: action }));
  const set = (field: keyof AuditFilterForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(form);
  }

  function handleClear() {
    const empty = emptyAuditFilterForm();
    setForm(empty);
    onApply(empty);
  }

  return (
    <form
      className="mod-audit-filters"
      onSubmit={handleSubmit}
      aria-label={t('audit.filters')}
      data-testid="mod-audit-filters"
    >
      <SuggestField
        label={t('audit.operator')}
        hint={t('audit.operatorHint')}
        name="operator"
        listId="mod-audit-operators"
        suggestions={operators}
        value={form.operator}
        onChange={set('operator')}
      />
      <SuggestField
        label={t('audit.action')}
        name="action"
        listId="mod-audit-actions"
        suggestions={actions}
        value={form.action}
        onChange={set('action')}
      />
      <TextInput
        label={t('audit.target')}
        name="targetId"
        autoComplete="off"
        value={form.targetId}
        onChange={set('targetId')}
      />
      <TextInput label={t('audit.from')} type="date" name="from" value={form.fromDay} onChange={set('fromDay')} />
      <TextInput label={t('audit.to')} type="date" name="to" value={form.toDay} onChange={set('toDay')} />
      <div className="mod-audit-filters__buttons">
        <Button type="submit" size="small" data-testid="mod-audit-apply">
          {t('audit.apply')}
        </Button>
        <Button variant="text" size="small" onClick={handleClear}>
          {t('audit.clear')}
        </Button>
      </div>
    </form>
  );
}
