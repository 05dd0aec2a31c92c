// Chakra UI components for the apps, each from its own subpath so that a page carries only what it uses.
// Apps import these from '@gospodarz/shared', never from '@chakra-ui/react'. One line per component folder
// (node_modules/@chakra-ui/react/dist/esm/components/<folder>); a component whose recipe is not in system.ts
// renders unstyled, so add its recipe there too.
export { Box } from '@chakra-ui/react/box';
export { Flex } from '@chakra-ui/react/flex';
export { Stack, HStack, VStack, StackSeparator } from '@chakra-ui/react/stack';
export { Grid, GridItem } from '@chakra-ui/react/grid';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Center } from '@chakra-ui/react/center';
export { Container } from '@chakra-ui/react/container';
export { Group } from '@chakra-ui/react/group';
export { Heading } from '@chakra-ui/react/heading';
export { Text } from '@chakra-ui/react/text';
export { Span } from '@chakra-ui/react/span';
export { Button, IconButton, ButtonGroup, CloseButton } from '@chakra-ui/react/button';
export { Link, LinkBox, LinkOverlay } from '@chakra-ui/react/link';
export { Input } from '@chakra-ui/react/input';
export { InputGroup } from '@chakra-ui/react/input-group';
export { Field } from '@chakra-ui/react/field';
// Loaded on demand (same names and parts; see lazy.tsx): menus, dialogs, drawers, popovers, tooltips, tabs,
// steps, checkboxes, radio groups, switches, avatars and toasts are not needed by the first page,
// nor are tables, selects, tags, field sets and text areas (the section kit, fetched with a signed-in section).
export {
  Table,
  NativeSelect,
  Tag,
  Fieldset,
  Textarea,
  Menu,
  Dialog,
  Drawer,
  Popover,
  Tooltip,
  Tabs,
  Steps,
  RadioGroup,
  Checkbox,
  Switch,
  Avatar,
  Toast,
  Toaster,
} from './lazyComponents';
export { Badge } from '@chakra-ui/react/badge';
export { Card } from '@chakra-ui/react/card';
export { Spinner } from '@chakra-ui/react/spinner';
export { Alert } from '@chakra-ui/react/alert';
export { Separator } from '@chakra-ui/react/separator';
export { Skeleton, SkeletonText, SkeletonCircle } from '@chakra-ui/react/skeleton';
export { Image } from '@chakra-ui/react/image';
export { Icon, createIcon } from '@chakra-ui/react/icon';
export { Portal } from '@chakra-ui/react/portal';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export { chakra } from '@chakra-ui/react/styled-system';

// Prop types apps use to type wrappers of these components.
export type { BoxProps } from '@chakra-ui/react/box';
export type { FlexProps } from '@chakra-ui/react/flex';
export type { StackProps } from '@chakra-ui/react/stack';
export type { GridProps, GridItemProps } from '@chakra-ui/react/grid';
export type { HeadingProps } from '@chakra-ui/react/heading';
export type { TextProps } from '@chakra-ui/react/text';
export type { ButtonProps, IconButtonProps } from '@chakra-ui/react/button';
export type { LinkProps } from '@chakra-ui/react/link';
export type { InputProps } from '@chakra-ui/react/input';
export type { TextareaProps } from '@chakra-ui/react/textarea';
export type { BadgeProps } from '@chakra-ui/react/badge';
export type { IconProps } from '@chakra-ui/react/icon';
export type { SystemStyleObject, HTMLChakraProps, ConditionalValue } from '@chakra-ui/react/styled-system';
