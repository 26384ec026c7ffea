// The package entry: the only barrel file, so every area imports from '@art/ui'.

export { type AreaModuleLoader, AreaSlot, AreaSlotContext } from './AreaSlot.js';
export {
  ARTWORK_AVAILABILITY_KEYS,
  type ArtworkAvailability,
  type ArtworkPriceFields,
  ArtworkPriceTag,
  type ArtworkPriceTagProps,
  artworkAvailabilityText,
  artworkPriceText,
} from './ArtworkPriceTag.js';
export { Avatar, type AvatarProps } from './Avatar.js';
export { Button, type ButtonProps } from './Button.js';
export { ColumnGrid } from './ColumnGrid.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { columnImageSizes, columnsFor, MASONRY_ROW_PX, masonryRowSpan } from './columns.js';
export * from './constants.js';
export { Dialog, type DialogProps } from './Dialog.js';
export { FilePicker, type FilePickerProps } from './FilePicker.js';
export { FormSkeleton, type FormSkeletonProps } from './FormSkeleton.js';
export { FullScreenLoader } from './FullScreenLoader.js';
export { cutText, formatCount, formatNpr, intlLocale } from './format.js';
export { globalCss } from './globalCss.js';
export { Icon, type IconName } from './Icon.js';
export { ImageWithFallback } from './ImageWithFallback.js';
export { InfiniteScroll } from './InfiniteScroll.js';
export * from './i18n.js';
export { ListRowSkeletons, type ListRowSkeletonsProps } from './ListRowSkeletons.js';
export { LoadingRegion, type LoadingRegionProps } from './LoadingRegion.js';
export * from './languageTexts.js';
export { MasonryGrid } from './MasonryGrid.js';
export { MenuButton, type MenuItem } from './MenuButton.js';
export { artworkSrcSet, configureMedia, DEFAULT_MEDIA_BUCKETS, fallbackMediaUrl, hasPicture } from './media.js';
export { OrderedMasonryGrid, type OrderedMasonryGridProps } from './OrderedMasonryGrid.js';
export { ReadMore } from './ReadMore.js';
export { type Session, SessionContext, type SessionUser, useSession } from './SessionContext.js';
export { Skeleton, type SkeletonProps } from './Skeleton.js';
export { Snackbar, type SnackbarProps } from './Snackbar.js';
export {
  type SnackAction,
  type SnackbarApi,
  SnackbarContext,
  type SnackOptions,
  type SnackType,
} from './SnackbarContext.js';
export { SnackbarProvider } from './SnackbarProvider.js';
export { Spinner } from './Spinner.js';
export { type TabItem, Tabs, type TabsProps, tabId, tabPanelId } from './Tabs.js';
export { TextArea, type TextAreaProps } from './TextArea.js';
export { TextInput, type TextInputProps } from './TextInput.js';
export { tokenCss, tokenProperties } from './tokenProperties.js';
export * from './tokens.js';
export { UiStyles } from './UiStyles.js';
export { useAfterPaint } from './useAfterPaint.js';
export { useCategoryName } from './useCategoryName.js';
export { useDrawnCount } from './useDrawnCount.js';
export { useFocusTrap } from './useFocusTrap.js';
export { useIsNarrow } from './useIsNarrow.js';
export { isBackdropPointer, useModalDialog } from './useModalDialog.js';
export { PICTURE_NEAR_MARGIN, useNearViewport } from './useNearViewport.js';
export { formatPageTitle, usePageTitle } from './usePageTitle.js';
export { useSnackbar } from './useSnackbar.js';
export { useWindowWidth } from './useWindowWidth.js';
export { VerifiedBadge } from './VerifiedBadge.js';
