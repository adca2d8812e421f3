// The payment feature's parts other features use: the checkout's method field.
export { PaymentMethodField } from './payment-method-field';
