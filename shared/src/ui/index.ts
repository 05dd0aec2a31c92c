// The UI kit: the Chakra system and components, the provider with the toaster, and the pieces every list uses.
export * from './chakra';
export { createGospodarzSystem, getSystem, FONT_STACK } from './system';
export { AppProvider, type AppProviderProps } from './AppProvider';
export { preloadUi, loadSectionKit } from './lazy';
export { notify, showToast, DEFAULT_TOAST_TITLES, type ToastType, type ToastMessage } from './toast';
export { EmptyState, EMPTY_TEXT, type EmptyStateProps } from './EmptyState';
// DataTable, PaginationBar and ConfirmDialog arrive on demand (lazyComponents.ts); their types are here.
export { DataTable, PaginationBar, ConfirmDialog, NumberInput, DateInput, CheckboxGroupField } from './lazyComponents';
export type { NumberInputProps } from './NumberInput';
export type { DateInputProps } from './DateInput';
export type { CheckboxGroupFieldProps, CheckboxChoice } from './CheckboxGroupField';
export type { DataTableProps, DataTableColumn, RowAction } from './DataTable';
export { nextSort, type SortState, type SortOrder } from './tableSort';
export { paginationWindow, type PageSlot } from './pagination';
export type { PaginationBarProps } from './PaginationBar';
export { TabBar, type TabBarProps, type TabBarTab } from './TabBar';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { LoadingScreen, type LoadingScreenProps } from './LoadingScreen';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { useConfirm, type ConfirmOptions } from './useConfirm';
export {
  FormField,
  FormErrorMessage,
  fieldErrorMessage,
  type FormFieldProps,
  type FormFieldType,
  type FormFieldOption,
} from './FormField';
export { submitErrorsFrom, type ApiErrorBody } from './formErrors';
export { maskPattern, type MaskPattern } from './mask';
export { FilterActions } from './FilterActions';
export { scrollRegionProps } from './scrollRegion';
export { useMediaQuery } from './useMediaQuery';
export {
  UnsavedChangesPrompt,
  FormUnsavedChangesPrompt,
  UNSAVED_TITLE,
  UNSAVED_MESSAGE,
  type UnsavedChangesPromptProps,
} from './UnsavedChanges';
