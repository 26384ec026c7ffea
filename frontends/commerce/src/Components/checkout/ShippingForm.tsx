import { phoneTypingHint } from '@art/contracts/shipping-rules';
import type { OrderShipping } from '@art/sdk/commerce';
import { TextInput } from '@art/ui';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { shippingMessageKey } from '../../lib/shippingMessageKey.js';
import './ShippingForm.css';

export type ShippingValues = Required<OrderShipping>;

type ShippingFormProps = { value: ShippingValues; onChange: (value: ShippingValues) => void };

const FIELDS: { name: keyof ShippingValues; type: string; autoComplete: string; isRequired: boolean }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', isRequired: true },
  { name: 'email', type: 'email', autoComplete: 'email', isRequired: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', isRequired: true },
  { name: 'country', type: 'text', autoComplete: 'country-name', isRequired: true },
  { name: 'city', type: 'text', autoComplete: 'address-level2', isRequired: true },
  { name: 'state', type: 'text', autoComplete: 'address-level1', isRequired: true },
  { name: 'postalCode', type: 'text', autoComplete: 'postal-code', isRequired: true },
  { name: 'address', type: 'text', autoComplete: 'address-line1', isRequired: true },
  { name: 'address2', type: 'text', autoComplete: 'address-line2', isRequired: false },
];

/** The checkout's shipping details; the phone says "must be 10 Digits" while it is being typed. */
export function ShippingForm({ value, onChange }: ShippingFormProps) {
  const { t } = useCommerceTranslation();
  const phoneHint = phoneTypingHint(value.phone);
  const phoneHintKey = phoneHint ? shippingMessageKey(phoneHint) : null;
  return (
    <div className="com-form">
      {FIELDS.map((field) => (
        <TextInput
          key={field.name}
          label={t(`field.${field.name}`)}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          required={field.isRequired}
          value={value[field.name]}
          onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
          error={field.name === 'phone' && phoneHintKey ? t(`shippingError.${phoneHintKey}`) : null}
          data-testid={`shipping-${field.name}`}
        />
      ))}
    </div>
  );
}
