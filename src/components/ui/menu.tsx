import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  Separator,
  type Key,
} from 'react-aria-components';
import './menu.css';
import './popover.css';

/**
 * Opens a menu from a button: `<MenuTrigger><MenuButton>Actions</MenuButton><Menu>…</Menu></MenuTrigger>`.
 * Enter, Space or ArrowDown open it; arrows move, Escape closes and focus returns to the button.
 */
export function MenuTrigger({ children }: { children: ReactNode }) {
  return <AriaMenuTrigger>{children}</AriaMenuTrigger>;
}

interface MenuButtonProps {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  /** The accessible name when the button shows only an icon. */
  'aria-label'?: string;
  isDisabled?: boolean;
}

/** The button of a MenuTrigger, in the kit's button style. */
export function MenuButton({ children, variant = 'secondary', ...rest }: MenuButtonProps) {
  return (
    <AriaButton {...rest} className={`btn btn-${variant} ui-menu-button`}>
      {children}
      <span aria-hidden="true" className="ui-menu-chevron">
        ▾
      </span>
    </AriaButton>
  );
}

interface MenuProps {
  children: ReactNode;
  /** Called with the `id` of the chosen item (or give each item its own `onAction`). */
  onAction?: (id: string) => void;
  /** The menu's accessible name; by default the button's text. */
  'aria-label'?: string;
  /** Ids of items that cannot be chosen. */
  disabledIds?: Iterable<string>;
}

/** The popup list of a MenuTrigger; its children are MenuItem and MenuSeparator. */
export function Menu({ children, onAction, disabledIds, ...rest }: MenuProps) {
  return (
    <Popover placement="bottom end" className="ui-popover">
      <AriaMenu
        {...rest}
        className="ui-menu"
        disabledKeys={disabledIds}
        onAction={onAction ? (key: Key) => onAction(String(key)) : undefined}
      >
        {children}
      </AriaMenu>
    </Popover>
  );
}

interface MenuItemProps {
  id: string;
  children: ReactNode;
  /** The item's own action (instead of, or as well as, the menu's `onAction`). */
  onAction?: () => void;
  /** Shown in the danger colour: delete, remove, revoke. */
  destructive?: boolean;
  /** Plain text of the item when its children are not text (for type-ahead). */
  textValue?: string;
  isDisabled?: boolean;
}

export function MenuItem({
  id,
  children,
  onAction,
  destructive,
  textValue,
  isDisabled,
}: MenuItemProps) {
  return (
    <AriaMenuItem
      id={id}
      onAction={onAction}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      isDisabled={isDisabled}
      className={destructive ? 'ui-menu-item ui-menu-item-danger' : 'ui-menu-item'}
    >
      {children}
    </AriaMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className="ui-menu-separator" />;
}
