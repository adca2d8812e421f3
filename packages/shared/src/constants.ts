// Business constants from spec §9 (and the issues that build on it).

/** API-COMPAT §Transport 1: every path is under /api/v1. */
export const API_PREFIX = '/api/v1';
export const SHOP_NAME = 'RIMA';
export const HOME_PAGE_SIZE = 6;
export const PRODUCT_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 50;
export const EXPLORE_SCROLL_PX = 900;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const GENDER_MIN_LENGTH = 4;
export const GENDER_MAX_LENGTH = 6;
export const PHONE_MAX_LENGTH = 13;
export const MAX_PRODUCT_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 25_000_000;
export const QUANTITY_MIN = 1;
export const OTP_RESEND_SECONDS = 120;
export const OTP_LENGTH = 6;
export const RELATED_LIMIT = 8;

export const TOAST_LOGIN_MS = 2000;
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_CREATE_MS = 1000;
export const PERSIST_TIMEOUT_MS = 5000;
export const TESTIMONIAL_AUTOPLAY_MS = 3000;
export const RELATED_AUTOPLAY_MS = 2000;

export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

// Buying: shipping is charged per store (one parcel per seller order), free above a cart subtotal.
export const FLAT_SHIPPING = 25_000;
export const FREE_SHIPPING_MIN = 1_000_000;
export const PAYMENT_EXPIRY_HOURS = 24;
export const AUTO_COMPLETE_DAYS = 7;
export const CART_MAX_QTY = 999;
/** The lines a visitor's cart (kept by the browser) may hold. */
export const GUEST_CART_MAX_LINES = 50;
/** Where a refund goes back to, by payment method (server notification and order page say the same). */
export const REFUND_DESTINATIONS = { visa: 'Visa card', mandiri: 'Mandiri account', bca: 'BCA account' } as const;

/** The couriers a store ships with; `own` is the store's own delivery. */
export const COURIERS = ['jne', 'jnt', 'sicepat', 'anteraja', 'pos', 'own'] as const;
export type Courier = (typeof COURIERS)[number];
export const COURIER_LABELS: Record<Courier, string> = {
  jne: 'JNE',
  jnt: 'J&T Express',
  sicepat: 'SiCepat',
  anteraja: 'AnterAja',
  pos: 'POS Indonesia',
  own: "The store's own delivery",
};
