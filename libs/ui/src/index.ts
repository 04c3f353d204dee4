// Tokens and the base styles load once, with the first import of the library.
import './theme/global.css';

export { cx, type ClassValue } from './lib/cx';
export { BREAKPOINTS_EM, below, from, type Breakpoint } from './theme/breakpoints';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/VisuallyHidden';
export { Icon, type IconProps } from './icon/Icon';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button/Button';
export { IconButton, type IconButtonProps } from './button/IconButton';
export { Spinner, type SpinnerProps } from './spinner/Spinner';
export { Skeleton, type SkeletonProps } from './skeleton/Skeleton';

export { TextField, type TextFieldProps } from './field/TextField';
export { TextAreaField, type TextAreaFieldProps } from './field/TextAreaField';
export { PasswordField, type PasswordFieldProps } from './field/PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './field/SelectField';
export { Checkbox, type CheckboxProps } from './field/Checkbox';
export { FieldError, type FieldErrorProps } from './field/FieldError';
export { FieldGroup, type FieldGroupProps } from './field/FieldGroup';

export { Menu, type MenuProps, type MenuPlacement } from './menu/Menu';
export { MenuItem, type MenuItemProps } from './menu/MenuItem';

export { Dialog, type DialogProps } from './dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog';
export { useConfirm, type ConfirmOptions, type UseConfirmResult } from './dialog/use-confirm';

export { ToastProvider, type ToastProviderProps } from './toast/ToastProvider';
export { useToast } from './toast/toast-context';
export type { ToastApi, ToastKind, ToastOptions } from './toast/toast-types';

export { BlockingNotice, type BlockingNoticeProps } from './blocking-notice/BlockingNotice';
export { useStalled, type Stall } from './blocking-notice/use-stalled';
export { Page, type PageProps, type PageWidth } from './page/Page';
export { PageHeader, type PageHeaderProps } from './page/PageHeader';
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState';
export { Callout, type CalloutProps, type CalloutTone } from './callout/Callout';
export { ScrollTable, type ScrollTableProps } from './table/ScrollTable';
export { LoadFailed, type LoadFailedProps } from './callout/LoadFailed';
export { ChangedElsewhereNotice, type ChangedElsewhereNoticeProps } from './changed-elsewhere/ChangedElsewhereNotice';
export { ProgressBar, type ProgressBarProps } from './progress-bar/ProgressBar';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './status-badge/StatusBadge';

export { ImageInput, type ImageInputProps } from './image-input/ImageInput';
export { usePreviewUrl } from './image-input/use-preview-url';
export { DEFAULT_IMAGE_TYPES, DEFAULT_MAX_IMAGE_BYTES, type FileRejection } from './image-input/file-rules';
