import type { ShippingInfo } from '@art/sdk';
import { TextInput } from '@art/ui';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import '../identity.css';

type ShippingText = Record<keyof ShippingInfo, string>;

type ShippingFieldsProps = { value: ShippingText; onChange: (value: ShippingText) => void };

const FIELDS: { key: keyof ShippingInfo; labelKey: string; autoComplete: string; type?: string }[] = [
  { key: 'country', labelKey: 'edit.country', autoComplete: 'country-name' },
  { key: 'city', labelKey: 'edit.city', autoComplete: 'address-level2' },
  { key: 'state', labelKey: 'edit.state', autoComplete: 'address-level1' },
  { key: 'postalCode', labelKey: 'edit.postalCode', autoComplete: 'postal-code' },
  { key: 'address', labelKey: 'edit.shippingAddress', autoComplete: 'address-line1' },
  { key: 'address2', labelKey: 'edit.shippingAddress2', autoComplete: 'address-line2' },
  { key: 'phoneNumber', labelKey: 'edit.phone', autoComplete: 'tel', type: 'tel' },
];

export function ShippingFields({ value, onChange }: ShippingFieldsProps) {
  const { t } = useIdentityTranslation();
  return (
    <fieldset className="identity-fieldset">
      <legend>
        {t('edit.shippingTitle')} ({t('common.optional')})
      </legend>
      <div className="identity-row">
        {FIELDS.map((field) => (
          <TextInput
            key={field.key}
            label={t(field.labelKey)}
            type={field.type ?? 'text'}
            autoComplete={`shipping ${field.autoComplete}`}
            value={value[field.key]}
            onChange={(e) => onChange({ ...value, [field.key]: e.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
