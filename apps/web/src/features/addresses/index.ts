export { AddressForm } from './address-form';
export { AreaPickers, EMPTY_AREAS, type AreaCodes } from './area-pickers';
