// The section kit: what list and form pages render at once (tables, selects, tags, field sets, text areas, the
// data table and its pagination, number, date and checkbox-group fields), in one chunk with its recipes. The sign-in page needs none of it; the host
// fetches it with a signed-in section (loadSectionKit in lazy.tsx). Loaded on demand by lazyComponents.ts.
export { Table } from './table';
export { NativeSelect } from './native-select';
export { Tag } from './tag';
export { Fieldset } from './fieldset';
export { Textarea } from './textarea';
export { DataTable } from '../DataTable';
export { PaginationBar } from '../PaginationBar';
export { NumberInput } from '../NumberInput';
export { DateInput } from '../DateInput';
export { CheckboxGroupField } from '../CheckboxGroupField';
