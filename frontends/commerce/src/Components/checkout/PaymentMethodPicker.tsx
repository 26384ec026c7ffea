import type { PaymentMethod } from '@art/sdk/commerce';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import './PaymentMethodPicker.css';
import '../commerce.css';

type PaymentMethodPickerProps = {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  isNarrow: boolean;
  onChange: (method: PaymentMethod) => void;
};

/**
 * The Payment tab's choice: cash on delivery (default), eSewa, ConnectIPS, or a card charged in USD;
 * on the narrow layout cash and card, with a word on where the local wallets are.
 */
export function PaymentMethodPicker({ methods, value, isNarrow, onChange }: PaymentMethodPickerProps) {
  const { t } = useCommerceTranslation();
  return (
    <fieldset className="com-methods">
      <legend className="com-muted">{t('checkout.paymentMethod')}</legend>
      {methods.map((method) => (
        <label key={method} className="com-method">
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            data-testid={`payment-method-${method}`}
          />
          <span>
            {t(`method.${method}`)}
            {method === 'stripe' && (
              <>
                <br />
                <span className="com-muted">{t('method.stripeNote')}</span>
              </>
            )}
          </span>
        </label>
      ))}
      {isNarrow && <p className="com-muted">{t('checkout.narrowLocalMethods')}</p>}
    </fieldset>
  );
}
