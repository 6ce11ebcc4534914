import { Field } from '@ark-ui/react/field';
import { ark } from '@ark-ui/react/factory';
import { createStyleContext } from 'styled-system/jsx';
import { field } from 'styled-system/recipes';

/** Ark Field parts bound to the `field` slot recipe. Used by every text-like field. */
const { withProvider, withContext } = createStyleContext(field);

export const FieldRoot = withProvider(Field.Root, 'root');
export const FieldLabel = withContext(Field.Label, 'label');
export const FieldRequiredIndicator = withContext(Field.RequiredIndicator, 'requiredIndicator');
export const FieldInput = withContext(Field.Input, 'input');
export const FieldTextarea = withContext(Field.Textarea, 'textarea');
export const FieldMessages = withContext(ark.div, 'messages');
export const FieldHelperText = withContext(Field.HelperText, 'helperText');
export const FieldErrorText = withContext(Field.ErrorText, 'errorText');
export const FieldCounter = withContext(ark.span, 'counter');
