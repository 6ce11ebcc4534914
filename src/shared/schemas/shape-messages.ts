import { defineMessages, filledText, withValues } from '../message-descriptor';

/** Field messages of shapes the PWA never gets wrong (the client log, opaque tokens): plain, for developers. */
export const ShapeDescriptors = defineMessages({
  text: /*i18n*/ { id: 'validation.text', message: 'Must be text.' },
  object: /*i18n*/ { id: 'validation.object', message: 'Must be an object.' },
  list: /*i18n*/ { id: 'validation.list', message: 'Must be a list.' },
  oneOf: /*i18n*/ { id: 'validation.one-of', message: 'Must be one of: {options}.' },
  tooLong: /*i18n*/ { id: 'validation.too-long', message: 'Must be at most {max} characters.' },
  tooMany: /*i18n*/ { id: 'validation.too-many', message: 'Must have at most {max} items.' },
});

/** At most `max` characters, as text the server renders by id. */
export const tooLongText = (max: number) => filledText(withValues(ShapeDescriptors.tooLong, { max }));
