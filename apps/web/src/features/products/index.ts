export { OpenStoreHint } from './open-store-hint';
