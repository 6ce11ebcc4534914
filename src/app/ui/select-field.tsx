import { createListCollection, Select } from '@ark-ui/react/select';
import { Portal } from '@ark-ui/react/portal';
import { useMemo, type ReactNode } from 'react';
import CheckIcon from 'lucide-react/icons/check';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { createStyleContext } from 'styled-system/jsx';
import { field, select } from 'styled-system/recipes';
import { describedBy, useFieldIds } from './field-ids';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

// Select.Root is generic over its items; binding it through the style factory would lose that type.
function SelectRoot(props: Select.RootProps<SelectOption>) {
  return <Select.Root {...props} />;
}

const { withProvider, withContext } = createStyleContext(select);
const Root = withProvider(SelectRoot, 'root');
const Label = withContext(Select.Label, 'label');
const Control = withContext(Select.Control, 'control');
const Trigger = withContext(Select.Trigger, 'trigger');
const ValueText = withContext(Select.ValueText, 'valueText');
const Indicator = withContext(Select.Indicator, 'indicator');
const Positioner = withContext(Select.Positioner, 'positioner');
const Content = withContext(Select.Content, 'content');
const Item = withContext(Select.Item, 'item');
const ItemText = withContext(Select.ItemText, 'itemText');
const ItemIndicator = withContext(Select.ItemIndicator, 'itemIndicator');

export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  name?: string;
  placeholder?: string;
  errors?: string[];
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/** A single choice from a list, with a listbox portalled above everything else. */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  name,
  placeholder,
  errors = [],
  hint,
  required,
  disabled,
  id,
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  const collection = useMemo(() => createListCollection({ items: options }), [options]);
  const invalid = errors.length > 0;
  const messages = field();
  // '' is "nothing chosen" unless it is one of the options (a filter's "All …"), which then shows as chosen.
  const chosen = value !== '' || options.some((option) => option.value === '') ? [value] : [];

  return (
    <Root
      ids={{ trigger: ids.control }}
      collection={collection}
      value={chosen}
      onValueChange={(details) => onValueChange(details.value[0] ?? '')}
      name={name}
      invalid={invalid}
      required={required}
      disabled={disabled}
      positioning={{ sameWidth: true }}
    >
      <Label>{label}</Label>
      <Control>
        <Trigger
          aria-describedby={describedBy(ids, { hint: Boolean(hint), error: invalid })}
          aria-invalid={invalid || undefined}
        >
          <ValueText placeholder={placeholder} />
          <Indicator>
            <ChevronDownIcon size={20} />
          </Indicator>
        </Trigger>
      </Control>
      {hint ? (
        <span id={ids.hint} className={messages.helperText}>
          {hint}
        </span>
      ) : null}
      {invalid ? (
        <span id={ids.error} className={messages.errorText} aria-live="polite">
          <CircleAlertIcon size={20} />
          <span>{errors.join(' ')}</span>
        </span>
      ) : null}
      <Portal>
        <Positioner>
          <Content>
            {collection.items.map((option) => (
              <Item key={option.value} item={option}>
                <ItemText>{option.label}</ItemText>
                <ItemIndicator>
                  <CheckIcon size={20} />
                </ItemIndicator>
              </Item>
            ))}
          </Content>
        </Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Root>
  );
}
