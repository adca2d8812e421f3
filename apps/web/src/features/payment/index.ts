// The payment feature's parts other features use (the checkout's method field, the methods' names).
export { PaymentMethodField } from './payment-method-field';
export { useMethodName } from './method-name';
