import { avatar } from './avatar';
import { button } from './button';
import { card } from './card';
import { checkbox } from './checkbox';
import { dialog } from './dialog';
import { field } from './field';
import { menu } from './menu';
import { pagination } from './pagination';
import { passwordInput } from './password-input';
import { radioGroup } from './radio-group';
import { segmentGroup } from './segment-group';
import { select } from './select';
import { skeleton } from './skeleton';
import { spinner } from './spinner';
import { switchRecipe } from './switch';
import { tabs } from './tabs';
import { toast } from './toast';

export const recipes = { button, skeleton, spinner };

export const slotRecipes = {
  avatar,
  card,
  checkbox,
  dialog,
  field,
  menu,
  pagination,
  passwordInput,
  radioGroup,
  segmentGroup,
  select,
  switchRecipe,
  tabs,
  toast,
};
