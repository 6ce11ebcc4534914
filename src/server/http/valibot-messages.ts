import type { BaseIssue } from 'valibot';
import { defineMessages, withValues, type Descriptor } from '@shared/message-descriptor';

/**
 * valibot's own messages ("Invalid type: Expected string but received 5") for schemas that give none: the label
 * is translated, the technical expected/received values are kept. One pair per label valibot uses.
 */
const defaults = defineMessages({
  typeExpected: /*i18n*/ {
    id: 'valibot.invalid-type',
    message: 'Invalid type: Expected {expected} but received {received}',
  },
  typeReceived: /*i18n*/ { id: 'valibot.invalid-type-received', message: 'Invalid type: Received {received}' },
  keyExpected: /*i18n*/ {
    id: 'valibot.invalid-key',
    message: 'Invalid key: Expected {expected} but received {received}',
  },
  keyReceived: /*i18n*/ { id: 'valibot.invalid-key-received', message: 'Invalid key: Received {received}' },
  valueExpected: /*i18n*/ {
    id: 'valibot.invalid-value',
    message: 'Invalid value: Expected {expected} but received {received}',
  },
  valueReceived: /*i18n*/ { id: 'valibot.invalid-value-received', message: 'Invalid value: Received {received}' },
  lengthExpected: /*i18n*/ {
    id: 'valibot.invalid-length',
    message: 'Invalid length: Expected {expected} but received {received}',
  },
  lengthReceived: /*i18n*/ { id: 'valibot.invalid-length-received', message: 'Invalid length: Received {received}' },
  emailExpected: /*i18n*/ {
    id: 'valibot.invalid-email',
    message: 'Invalid email: Expected {expected} but received {received}',
  },
  emailReceived: /*i18n*/ { id: 'valibot.invalid-email-received', message: 'Invalid email: Received {received}' },
  urlExpected: /*i18n*/ {
    id: 'valibot.invalid-url',
    message: 'Invalid URL: Expected {expected} but received {received}',
  },
  urlReceived: /*i18n*/ { id: 'valibot.invalid-url-received', message: 'Invalid URL: Received {received}' },
  formatExpected: /*i18n*/ {
    id: 'valibot.invalid-format',
    message: 'Invalid format: Expected {expected} but received {received}',
  },
  formatReceived: /*i18n*/ { id: 'valibot.invalid-format-received', message: 'Invalid format: Received {received}' },
  integerExpected: /*i18n*/ {
    id: 'valibot.invalid-integer',
    message: 'Invalid integer: Expected {expected} but received {received}',
  },
  integerReceived: /*i18n*/ { id: 'valibot.invalid-integer-received', message: 'Invalid integer: Received {received}' },
  numberExpected: /*i18n*/ {
    id: 'valibot.invalid-number',
    message: 'Invalid number: Expected {expected} but received {received}',
  },
  numberReceived: /*i18n*/ { id: 'valibot.invalid-number-received', message: 'Invalid number: Received {received}' },
  entriesExpected: /*i18n*/ {
    id: 'valibot.invalid-entries',
    message: 'Invalid entries: Expected {expected} but received {received}',
  },
  entriesReceived: /*i18n*/ { id: 'valibot.invalid-entries-received', message: 'Invalid entries: Received {received}' },
  itemExpected: /*i18n*/ {
    id: 'valibot.invalid-item',
    message: 'Invalid item: Expected {expected} but received {received}',
  },
  itemReceived: /*i18n*/ { id: 'valibot.invalid-item-received', message: 'Invalid item: Received {received}' },
  dateExpected: /*i18n*/ {
    id: 'valibot.invalid-date',
    message: 'Invalid date: Expected {expected} but received {received}',
  },
  dateReceived: /*i18n*/ { id: 'valibot.invalid-date-received', message: 'Invalid date: Received {received}' },
  timestampExpected: /*i18n*/ {
    id: 'valibot.invalid-timestamp',
    message: 'Invalid timestamp: Expected {expected} but received {received}',
  },
  timestampReceived: /*i18n*/ {
    id: 'valibot.invalid-timestamp-received',
    message: 'Invalid timestamp: Received {received}',
  },
  uuidExpected: /*i18n*/ {
    id: 'valibot.invalid-uuid',
    message: 'Invalid UUID: Expected {expected} but received {received}',
  },
  uuidReceived: /*i18n*/ { id: 'valibot.invalid-uuid-received', message: 'Invalid UUID: Received {received}' },
  jsonExpected: /*i18n*/ {
    id: 'valibot.invalid-json',
    message: 'Invalid JSON: Expected {expected} but received {received}',
  },
  jsonReceived: /*i18n*/ { id: 'valibot.invalid-json-received', message: 'Invalid JSON: Received {received}' },
  sizeExpected: /*i18n*/ {
    id: 'valibot.invalid-size',
    message: 'Invalid size: Expected {expected} but received {received}',
  },
  sizeReceived: /*i18n*/ { id: 'valibot.invalid-size-received', message: 'Invalid size: Received {received}' },
  bytesExpected: /*i18n*/ {
    id: 'valibot.invalid-bytes',
    message: 'Invalid bytes: Expected {expected} but received {received}',
  },
  bytesReceived: /*i18n*/ { id: 'valibot.invalid-bytes-received', message: 'Invalid bytes: Received {received}' },
  wordsExpected: /*i18n*/ {
    id: 'valibot.invalid-words',
    message: 'Invalid words: Expected {expected} but received {received}',
  },
  wordsReceived: /*i18n*/ { id: 'valibot.invalid-words-received', message: 'Invalid words: Received {received}' },
  graphemesExpected: /*i18n*/ {
    id: 'valibot.invalid-graphemes',
    message: 'Invalid graphemes: Expected {expected} but received {received}',
  },
  graphemesReceived: /*i18n*/ {
    id: 'valibot.invalid-graphemes-received',
    message: 'Invalid graphemes: Received {received}',
  },
  digitsExpected: /*i18n*/ {
    id: 'valibot.invalid-digits',
    message: 'Invalid digits: Expected {expected} but received {received}',
  },
  digitsReceived: /*i18n*/ { id: 'valibot.invalid-digits-received', message: 'Invalid digits: Received {received}' },
  decimalExpected: /*i18n*/ {
    id: 'valibot.invalid-decimal',
    message: 'Invalid decimal: Expected {expected} but received {received}',
  },
  decimalReceived: /*i18n*/ { id: 'valibot.invalid-decimal-received', message: 'Invalid decimal: Received {received}' },
});

const labels = [
  'type',
  'key',
  'value',
  'length',
  'email',
  'URL',
  'format',
  'integer',
  'number',
  'entries',
  'item',
  'date',
  'timestamp',
  'UUID',
  'JSON',
  'size',
  'bytes',
  'words',
  'graphemes',
  'digits',
  'decimal',
] as const;

/** The descriptor of an issue that kept valibot's default message, found by writing that message for each label. */
export function valibotDefault(issue: BaseIssue<unknown>): Descriptor | undefined {
  const { expected, received, message } = issue;
  for (const label of labels) {
    const key = label.toLowerCase() as Lowercase<(typeof labels)[number]>;
    if (expected !== null && message === `Invalid ${label}: Expected ${expected} but received ${received}`)
      return withValues(defaults[`${key}Expected`], { expected, received });
    if (message === `Invalid ${label}: Received ${received}`)
      return withValues(defaults[`${key}Received`], { received });
  }
  return undefined;
}
