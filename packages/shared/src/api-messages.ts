import { PHONE_MAX_LENGTH } from './constants';
import { MESSAGES } from './messages';

/*
 * Every message the API answers that a person may read, under a stable key (docs/decisions/013). The server answers
 * the English text in `message` (old clients show it) and the key with its parameters in `key`/`params`
 * (error envelope, field errors); the web app shows the key's text in the visitor's language
 * (apps/web/src/lib/i18n-errors/{en,id}.json: en.json holds these same texts, a test checks it).
 * Parameters are `{name}`; a message whose wording depends on a number has one key per form.
 */
export const API_MESSAGES = {
  // spec §5 and §7, verbatim
  guardNoToken: MESSAGES.guardNoToken,
  guardWrongRole: MESSAGES.guardWrongRole,
  registerAllRequired: MESSAGES.registerAllRequired,
  registerPasswordShort: MESSAGES.registerPasswordShort,
  registerEmailExists: MESSAGES.registerEmailExists,
  pinMismatch: MESSAGES.pinMismatch,
  changeAllRequired: MESSAGES.changeAllRequired,
  changePasswordRequired: MESSAGES.changePasswordRequired,
  changeNewRequired: MESSAGES.changeNewRequired,
  changeConfirmRequired: MESSAGES.changeConfirmRequired,
  changeNewConfirmRequired: MESSAGES.changeNewConfirmRequired,
  changePasswordShort: MESSAGES.changePasswordShort,
  changeNewShort: MESSAGES.changeNewShort,
  changeMismatch: MESSAGES.changeMismatch,
  passwordWrong: MESSAGES.passwordWrong,
  loginWrong: MESSAGES.loginWrong,
  sellAllRequired: MESSAGES.sellAllRequired,
  emptyCart: MESSAGES.emptyCart,
  emailExists: 'Email Already Exists',

  // accounts and codes
  loginRequired: 'Please log in to continue',
  loginExpired: 'Please log in to continue (missing or expired token)',
  notAllowed: 'You are not allowed to do this',
  accountNotFound: 'Account not found',
  noAccountForEmail: 'No account uses this e-mail',
  codeWrongTriesLeft: "The code doesn't match. Check the e-mail and try again. {left} tries left.",
  codeWrongOneTryLeft: "The code doesn't match. Check the e-mail and try again. 1 try left.",
  codeDead: 'This code has expired or was tried too many times. Ask for a new code.',
  codeLastWrong: "The code doesn't match, and that was the last try. Ask for a new code.",
  codeMissing: 'No code was sent to this e-mail. Ask for a code first.',
  codeTooSoon: 'A code was sent less than 2 minutes ago. You can ask for a new one in {seconds} seconds.',
  // the operator's second factor at login, and a suspended account
  mfaRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  mfaCodeWrong: 'The code is wrong or was used already. Try the next code of your app.',
  accountSuspended: 'This account is suspended. Write to us from the contact page if you think this is a mistake.',
  usernameTaken: 'This username is already taken. Choose another one.',
  storeNameTaken: 'This store name is already taken. Choose another one.',
  storeNameTakenProfile: 'This store name is already taken. Please choose another.',
  accountTaken: 'This e-mail, username or store name is already taken.',
  emailRequired: 'E-mail is required',
  emailTooLong: 'E-mail must be at most 254 characters',
  emailInvalid: 'Enter a valid e-mail address',
  emailInvalidPlease: 'Please enter a valid e-mail address',
  codeEnter: 'Enter the 6-digit code from the e-mail',
  loginEnterName: 'Enter your e-mail or username',
  loginEnterPassword: 'Enter your password',
  roleChoose: "Choose a role: 'customer' or 'seller'",
  usernameRequired: 'Username / store name is required',
  usernameShort: 'Username / store name must be at least 3 characters',
  usernameLong: 'Username / store name must be at most 50 characters',
  usernameAt: "Username / store name must not contain '@'",
  usernameInvalid: 'Username / store name has invalid characters',
  storeDescLong: 'Store description must be at most 1000 characters',
  genderLetters: 'Gender must contain letters only',
  genderLength: 'Gender must be 4 to 6 letters',
  phoneChars: "Phone may contain only digits and a leading '+'",
  phoneLong: 'Phone must be at most 13 characters',
  nameLong: 'Name must be at most 100 characters',
  addressLong: 'Address must be at most 500 characters',
  editNothing: 'Send at least one field to change',

  // limits (429)
  tooManyRequests: 'Too many requests. Try again in {count} {unit}.',
  tooManyCodesEmail: 'Too many codes for this e-mail. Try again in {count} {unit}.',
  tooManyCodesNetwork: 'Too many codes requested from your network. Try again in {count} {unit}.',
  tooManyLogins: 'Too many failed logins. Try again in {count} {unit}.',
  tooManyLoginsAccount:
    'Too many failed logins for this account. Logins to it are paused for a while. Try again in {count} {unit}.',
  tooManyMessages: 'Too many messages from your network. Try again in {count} {unit}.',
  tooManyLookupsEmail: 'Too many order lookups for this e-mail. Try again in {count} {unit}.',
  tooManyLookupsNetwork: 'Too many order lookups from your network. Try again in {count} {unit}.',
  busy: 'The shop is busy. Please try again.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again.',
  invalidValue: 'The request contains a value that is out of range or invalid',
  tooLarge: 'The request is too large',

  // catalogue, products, photos
  productNotFound: 'Product not found',
  storeNotFound: 'Store not found',
  productOtherStore: 'This product belongs to another store',
  priceRange: 'min_price must not be more than max_price',
  photoNeeded: 'Add at least one photo',
  photoType: 'Photos must be JPEG, PNG or WebP images',
  photoUnreadable: 'The photo could not be read',
  photoTooLarge: 'Each photo must be at most {mb} MB',
  photoTooManyPixels: 'Photos must be at most {megapixels} megapixels',
  photoTooMany: 'A product has at most 5 photos',
  reviewPhotoTooMany: 'A review has at most 5 photos',
  photosChanged: 'The photos changed meanwhile; reload',

  // cart, coupons, checkout
  cartItemNotFound: 'Cart item not found',
  outOfStock: 'This product is out of stock',
  onlyLeft: 'Only {stock} left in stock',
  notEnoughStock: 'Not enough stock for {name}',
  ownProduct: 'You cannot buy your own product',
  couponUnknown: 'Coupon {code} does not exist',
  couponNotYet: 'Coupon {code} is not valid yet',
  couponExpired: 'Coupon {code} has expired',
  // an operator paused it
  couponPaused: 'Coupon {code} is paused',
  couponUsedUp: 'Coupon {code} has been used up',
  couponUsedByYou: 'You have already used coupon {code}',
  couponMinSpend: 'Coupon {code} needs a minimum spend of {amount}',
  couponGone: 'The coupon on your cart no longer exists',
  freeShippingMin: 'Free shipping needs a subtotal of at least {amount}',
  checkoutBusy: 'This checkout is still being processed',
  nameEnter: 'Please enter your name',
  nameKeepShort: 'Please keep your name to 100 characters',
  phoneEnter: 'Please enter your phone number',
  phoneDigits: 'Please enter a valid phone number (digits only)',
  phoneShort: 'Please enter a valid phone number (at least 6 digits)',
  addressEnter: 'Please enter your full address',
  addressKeepShort: 'Please keep the address to 500 characters',
  planChoose: 'Please choose a plan',

  // orders and payments
  orderNotFound: 'Order not found',
  orderChanged: 'The order was changed meanwhile; reload it',
  orderCannotBecome: 'An order that is {from} cannot become {to}',
  orderActorCannot: 'The {actor} cannot set an order to {to}',
  cancelReason: 'A reason (note) is required to cancel an order',
  trackingRequired: 'A tracking number is required to ship',
  paymentNotFound: 'Payment not found',
  paymentIs: 'This payment is {status}',
  paymentPaid: 'This payment is paid',
  paymentExpired: 'This payment has expired',
  paymentClosed: 'This payment can no longer be paid',
  paymentNotCard: 'This payment is a bank transfer, not a card payment',
  cardInvalid: 'The card number is not valid',
  cardExpired: 'The card has expired',
  cardDeclined: 'Card declined',
  cardNumberRequired: 'card_number is required',
  cardNumberDigits: 'card_number must be 12 to 19 digits',
  cardExpRequired: 'exp is required',
  cardExpFormat: 'exp must be MM/YY',
  cardCvcRequired: 'cvc is required',
  cardCvcDigits: 'cvc must be 3 or 4 digits',

  // addresses and shipping
  addressNotFound: 'Address not found',
  addressesMax: 'You can keep up to {max} addresses; delete one first',
  provinceUnknown: 'Unknown province',
  regencyUnknown: 'Unknown city/regency',
  districtUnknown: 'Unknown district',
  regencyOutside: 'The city/regency does not belong to the chosen area above it',
  regencyOutsideField: 'City/regency does not belong to the chosen area above it',
  districtOutside: 'The district does not belong to the chosen area above it',
  districtOutsideField: 'District does not belong to the chosen area above it',
  villageOutside: 'The village does not belong to the chosen area above it',
  villageOutsideField: 'Village does not belong to the chosen area above it',
  provinceChoose: 'Choose the province',
  regencyChoose: 'Choose the city/regency',
  districtChoose: 'Choose the district',
  villageChoose: 'Choose the village',
  addressLabelEnter: 'Please give the address a label, such as Rumah or Kantor',
  addressLabelLong: 'The label is at most 30 characters',
  recipientEnter: "Please enter the recipient's name",
  recipientLong: "The recipient's name is at most 100 characters",
  phoneEnterNumber: 'Please enter the phone number',
  phoneAtMost: `Please enter a valid phone number (at most ${PHONE_MAX_LENGTH} digits)`,
  postalEnter: 'Please enter the postal code',
  postalDigits: 'The postal code has 5 digits',
  streetEnter: 'Please enter the street and number',
  streetEnterHouse: 'Please enter the street and house number',
  streetLong: 'The street is at most 200 characters',
  detailsLong: 'The details are at most 200 characters',
  originMismatch: 'The origin address areas do not belong to each other',
  originChooseAgain: 'Choose the province, city/regency, district and village again',
  regencyUnknownTo: 'Unknown city/regency: {to}',
  regencyUnknownCode: 'Unknown city/regency {code}',
  regencyTwice: '{code} is listed twice',
  windowUnknown: 'Unknown delivery window {id}',
  etaOrder: 'eta_max_days must be at least eta_min_days',
  windowsMax: 'At most 12 windows',
  areasMax: 'At most 50 areas',
  storeNoDeliveryDay: '{store} does not deliver on {date}: pick another day from its calendar',
  windowNotOffered: 'That delivery window is not offered by the store',
  storeNothingInCart: 'Store {id} has nothing in your cart',
  storeListedTwice: 'Store {id} is listed twice in deliveries',
  chooseDelivery: 'Choose how {store} delivers your order',
  serviceLongestSide: '{service} takes parcels up to {cm} cm on the longest side: choose another service for {store}',
  serviceSizeSum: '{service} takes parcels up to {cm} cm length + width + height: choose another service for {store}',
  serviceWeight: '{service} takes parcels up to {kg} kg: choose another service for {store}',
  serviceNoRate: '{service} has no rate for {kg} kg: choose another service for {store}',
  serviceNoArea: '{service} does not deliver there: choose another service for {store}',
  serviceCannotDeliver: "{service} cannot deliver {store}'s items to this address: choose another service",
  slotNeeded: "Pick a delivery day and time for {store}'s bulky items",
  slotBeforePromise:
    '{store} ships by {ship_by} and {service} takes up to {days} working days: pick a delivery day from {earliest}',
  deliveredBeforeSlot: "This order's delivery slot is on {date}: mark it delivered on or after that day",
  slotsNeedProduct: 'product_id is required with service: the transit time depends on what is carried',
  slotsNeedDestination: 'address_id or to is required with service: the transit time depends on where it goes',
  slotsProductOfStore: 'product_id must be a product of this store',
  assemblyNotOffered: '{store} does not offer assembly for this order',
  noSlotToMove: 'This order has no delivery slot to move',
  sameSlot: 'That is the current slot: pick another one',
  requestNotFound: 'Request not found',
  noOpenRequest: 'No request to move this delivery is open',
  onlyAskerWithdraws: 'Only the side that asked can withdraw it',
  otherSideAnswers: 'The other side answers this request',
  requestAnswered: 'The request was answered meanwhile',
  windowFull: 'The delivery window {date} {from}–{to} is full: pick another',
  orderCannotReschedule: 'An order that is {status} cannot be rescheduled',
  rescheduleWaiting: 'A request to move this delivery is already waiting for an answer',

  // reviews, chat, notifications, rooms
  reviewNotFound: 'Review not found',
  reviewTwice: 'You already reviewed this purchase',
  reviewAfterCompleted: 'You can review a product after your order of it is completed',
  reviewOnlyAuthor: 'Only the author can delete a review',
  reviewOnlyStore: 'Only the store that sells this product can reply',
  reviewReplied: 'This review already has a reply',
  chatOnlyCustomers: 'Only customers can start a chat with a store',
  chatOwnStore: 'You cannot start a chat with your own store',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  messageWrite: 'Please write a message',
  chatTooFast: 'You are sending messages too fast. Wait a moment.',
  messageWriteFirst: 'Write a message first',
  notificationNotFound: 'Notification not found',
  roomNotFound: 'Room not found',
  roomLogin: 'Please log in to use a saved room',
  roomOnlyCustomers: 'Only customers have saved rooms',
  roomMax: 'You can save up to {max} rooms; delete one first',
  roomNoDimensions: 'This product has no dimensions to check against a room',
} as const;

export type ApiMessageKey = keyof typeof API_MESSAGES;
export type ApiMessageParams = Record<string, string | number>;
export type ApiMessage = { key: ApiMessageKey; params?: ApiMessageParams; message: string };

/** The English text of a key with its parameters filled in. */
export function apiMessage(key: ApiMessageKey, params?: ApiMessageParams): ApiMessage {
  const message = API_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params?.[name] === undefined ? whole : String(params[name]),
  );
  return params ? { key, params, message } : { key, message };
}

let byText: Map<string, ApiMessageKey> | undefined;
/** The key of a message written out in English without parameters (a zod rule's text, an older throw). */
export function apiMessageKeyOf(text: string): ApiMessageKey | undefined {
  if (!byText) {
    byText = new Map();
    for (const [key, message] of Object.entries(API_MESSAGES) as [ApiMessageKey, string][]) {
      if (!message.includes('{') && !byText.has(message)) byText.set(message, key);
    }
  }
  return byText.get(text);
}
