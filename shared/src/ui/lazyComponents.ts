// The heavy compound components of the kit, loaded on demand (see lazy.tsx). Same names and parts as Chakra's.
import type { Avatar as AvatarNS } from '@chakra-ui/react/avatar';
import type { Checkbox as CheckboxNS } from '@chakra-ui/react/checkbox';
import type { Dialog as DialogNS } from '@chakra-ui/react/dialog';
import type { Drawer as DrawerNS } from '@chakra-ui/react/drawer';
import type { Menu as MenuNS } from '@chakra-ui/react/menu';
import type { Popover as PopoverNS } from '@chakra-ui/react/popover';
import type { RadioGroup as RadioGroupNS } from '@chakra-ui/react/radio-group';
import type { Steps as StepsNS } from '@chakra-ui/react/steps';
import type { Switch as SwitchNS } from '@chakra-ui/react/switch';
import type { Tabs as TabsNS } from '@chakra-ui/react/tabs';
import type { Toast as ToastNS, Toaster as ToasterComponent } from '@chakra-ui/react/toast';
import type { Tooltip as TooltipNS } from '@chakra-ui/react/tooltip';
import type { Fieldset as FieldsetNS } from '@chakra-ui/react/fieldset';
import type { NativeSelect as NativeSelectNS } from '@chakra-ui/react/native-select';
import type { Table as TableNS } from '@chakra-ui/react/table';
import type { Tag as TagNS } from '@chakra-ui/react/tag';
import type { Textarea as TextareaComponent } from '@chakra-ui/react/textarea';
import type { ConfirmDialog as ConfirmDialogComponent } from './ConfirmDialog';
import type { DataTable as DataTableComponent } from './DataTable';
import type { DateInput as DateInputComponent } from './DateInput';
import type { CheckboxGroupField as CheckboxGroupFieldComponent } from './CheckboxGroupField';
import type { NumberInput as NumberInputComponent } from './NumberInput';
import type { PaginationBar as PaginationBarComponent } from './PaginationBar';
import { lazyNamespace } from './lazy';

// Overlays opened by their trigger (a tooltip by pointing at or focusing it): fetched when the user reaches for the
// trigger (lazy.tsx, `popup`).
export const Menu = lazyNamespace<typeof MenuNS>('Menu', () => import('./parts/menu').then((m) => m.Menu), {
  popup: 'menu',
});
export const Dialog = lazyNamespace<typeof DialogNS>('Dialog', () => import('./parts/dialog').then((m) => m.Dialog), {
  popup: 'dialog',
});
export const Drawer = lazyNamespace<typeof DrawerNS>('Drawer', () => import('./parts/drawer').then((m) => m.Drawer), {
  popup: 'dialog',
});
export const Popover = lazyNamespace<typeof PopoverNS>(
  'Popover',
  () => import('./parts/popover').then((m) => m.Popover),
  { popup: 'dialog' },
);
export const Tooltip = lazyNamespace<typeof TooltipNS>('Tooltip', () => import('./parts/tooltip').then((m) => m.Tooltip), {
  popup: 'tooltip',
});
export const Tabs = lazyNamespace<typeof TabsNS>('Tabs', () => import('./parts/tabs').then((m) => m.Tabs));
export const Steps = lazyNamespace<typeof StepsNS>('Steps', () =>
  import('./parts/steps').then((m) => m.Steps),
);
export const RadioGroup = lazyNamespace<typeof RadioGroupNS>('RadioGroup', () =>
  import('./parts/radio-group').then((m) => m.RadioGroup),
);
export const Checkbox = lazyNamespace<typeof CheckboxNS>('Checkbox', () =>
  import('./parts/checkbox').then((m) => m.Checkbox),
);
export const Switch = lazyNamespace<typeof SwitchNS>('Switch', () =>
  import('./parts/switch').then((m) => m.Switch),
);
export const Avatar = lazyNamespace<typeof AvatarNS>('Avatar', () =>
  import('./parts/avatar').then((m) => m.Avatar),
);
// The page's own toasts are drawn by ToastList (its own chunk); these are for apps that draw toasts themselves.
export const Toast = lazyNamespace<typeof ToastNS>('Toast', () => import('./parts/toast').then((m) => m.Toast));
export const { Toaster } = lazyNamespace<{ Toaster: typeof ToasterComponent }>('Toaster', () =>
  import('./parts/toast').then((m) => ({ Toaster: m.Toaster })),
);
export const { ConfirmDialog } = lazyNamespace<{ ConfirmDialog: typeof ConfirmDialogComponent }>('ConfirmDialog', () =>
  import('./ConfirmDialog').then((m) => ({ ConfirmDialog: m.ConfirmDialog })),
);

// The section kit (parts/lists.ts): one chunk, fetched with a signed-in section (loadSectionKit). These suspend
// to the section's boundary until it is here, so a page never shows without its table or its selects.
const sectionKit = () => import('./parts/lists');
export const Table = lazyNamespace<typeof TableNS>('Table', () => sectionKit().then((m) => m.Table), { suspend: true });
export const NativeSelect = lazyNamespace<typeof NativeSelectNS>(
  'NativeSelect',
  () => sectionKit().then((m) => m.NativeSelect),
  { suspend: true },
);
export const Tag = lazyNamespace<typeof TagNS>('Tag', () => sectionKit().then((m) => m.Tag), { suspend: true });
export const Fieldset = lazyNamespace<typeof FieldsetNS>('Fieldset', () => sectionKit().then((m) => m.Fieldset), {
  suspend: true,
});
export const { DataTable, PaginationBar, Textarea, NumberInput, DateInput, CheckboxGroupField } = lazyNamespace<{
  DataTable: typeof DataTableComponent;
  PaginationBar: typeof PaginationBarComponent;
  Textarea: typeof TextareaComponent;
  NumberInput: typeof NumberInputComponent;
  DateInput: typeof DateInputComponent;
  CheckboxGroupField: typeof CheckboxGroupFieldComponent;
}>('SectionKit', sectionKit, { suspend: true });
