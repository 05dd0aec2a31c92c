// The UI kit: the Chakra system and components, the provider with the toaster, and the pieces every list uses.
export * from './chakra';
export { createGospodarzSystem, getSystem, FONT_STACK } from './system';
export { AppProvider, type AppProviderProps } from './AppProvider';
export { preloadUi } from './lazy';
export { toaster, notify, showToast, DEFAULT_TOAST_TITLES, type ToastType, type ToastMessage } from './toast';
export { EmptyState, EMPTY_TEXT, type EmptyStateProps } from './EmptyState';
export {
  DataTable,
  nextSort,
  type DataTableProps,
  type DataTableColumn,
  type RowAction,
  type SortState,
  type SortOrder,
} from './DataTable';
export { paginationWindow, type PageSlot } from './pagination';
export { PaginationBar, type PaginationBarProps } from './PaginationBar';
export { TabBar, type TabBarProps, type TabBarTab } from './TabBar';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { LoadingScreen, type LoadingScreenProps } from './LoadingScreen';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { ConfirmDialog, useConfirm, type ConfirmDialogProps, type ConfirmOptions } from './ConfirmDialog';
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
