// Every text the web app shows comes from a message catalogue (src/**/i18n/{en,id}.json; docs/decisions/013).
// eslint-plugin-i18next's no-literal-string flags text written in JSX and in the attributes people read;
// src/lib/untranslated-text.test.ts runs the same rule, so `npm run test:unit` fails on it too.
export const literalStringOptions = {
  mode: 'jsx-only',
  'jsx-attributes': {
    include: ['^(alt|title|placeholder|label|aria-label|aria-description|aria-valuetext|aria-roledescription)$'],
  },
  words: {
    // Not words: punctuation, digits, symbols, and the shop's name. (The plugin builds RegExps without the
    // u flag, so no \p{…} classes here.)
    exclude: ['^[\\s\\d!-/:-@[-`{-~×–—−…·“”‘’«»•→←]*$', '^RIMA$', '^[a-z0-9.+-]+@[a-z0-9.-]+$'],
  },
  callees: {
    // The plugin's own list, and react-hook-form's helpers, whose arguments are field names.
    exclude: [
      'i18n(ext)?',
      't',
      'require',
      'addEventListener',
      'removeEventListener',
      'postMessage',
      'getElementById',
      'dispatch',
      'commit',
      'includes',
      'indexOf',
      'endsWith',
      'startsWith',
      'register',
      'field',
      'error',
      'fieldError',
      'watch',
      'setValue',
      'getValues',
      'trigger',
      'resetField',
      'clearErrors',
      'setFocus',
    ],
  },
};

/**
 * Files still being moved to the catalogues: warned about, not failed. Every file is translated now; a new
 * file is never added here.
 * @type {string[]}
 */
export const notYetTranslated = [];
