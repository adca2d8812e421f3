// A message catalogue compiled by catalog-plugin.ts (import './en.json?catalog').
declare module '*.json?catalog' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
