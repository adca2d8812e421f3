/** Shipping and delivery words (issue 15), kept together for the coming translation catalogue. */
const dots = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** "Rp2.164.500": how Indonesian shoppers read an ongkir. */
export const rupiah = (n: number) => `Rp${dots(n)}`;

export const days = (min: number, max: number) =>
  min === max ? `${min} ${min === 1 ? 'day' : 'days'}` : `${min}–${max} days`;

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** '2026-12-01' → 'Tue 1 Dec' */
export const slotDay = (date: string) => WEEKDAY.format(new Date(`${date}T00:00:00Z`));

export const SHIP_TEXT = {
  ongkirTo: (place: string, price: number, min: number, max: number) =>
    `Ongkir to ${place}: from ${rupiah(price)} (arrives in ${min}–${max} days)`,
  ongkirNone: (place: string) => `Ongkir to ${place}: no courier carries this item there`,
  ongkirNoOrigin: 'Ongkir: this store has not set where it ships from yet',
  ongkirLoading: 'Ongkir: checking…',
  cityLabel: 'Ship to city/regency',
  cityPlaceholder: 'Type a city, e.g. Jakarta Selatan',
  changeCity: 'Change city',
  bulkyNote: 'Bulky item: you pick a delivery day and time at checkout.',
  assemblyNote: (price: number) => `Assembly by the store: ${rupiah(price)}`,
  shipTo: 'Ship to',
  addAddress: 'Add an address',
  manageAddresses: 'Manage addresses',
  needAddress: 'Add an address to see couriers, prices and delivery times for it.',
  deliveryFor: (store: string) => `Delivery from ${store}`,
  noService: 'No courier carries these items to this address: choose local pickup or another address.',
  eta: (min: number, max: number) => (max === 0 ? 'collect at the store' : `arrives in ${days(min, max)}`),
  slotTitle: 'Delivery day and time',
  slotDay: 'Day',
  slotNone: 'No free delivery slots in the coming weeks: choose another service or contact the store.',
  left: (n: number) => (n === 0 ? 'full' : `${n} left`),
  assembly: (price: number) => `Assemble it for me (${rupiah(price)})`,
  assemblyFee: 'Assembly',
  chooseService: (store: string) => `Choose how ${store} delivers`,
  chooseSlot: (store: string) => `Pick a delivery day and time for ${store}`,
  slot: 'Delivery slot',
  slotHeld: 'held until the payment arrives',
  slotReleased: 'released',
  withAssembly: 'with assembly',
  reschedule: 'Ask for another slot',
  rescheduleSend: 'Send request',
  rescheduleAsked: (who: string, day: string, from: string, to: string) =>
    `${who} asked to move it to ${day}, ${from}–${to}`,
  accept: 'Accept',
  decline: 'Decline',
  withdraw: 'Withdraw',
  waiting: 'Waiting for the other side to answer.',
  lastAnswer: (status: string) => `The last request was ${status}.`,
} as const;
