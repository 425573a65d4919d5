// Dropdown menus (spec section 2): opened and closed by id through state/dropdown.ts; outside click and Escape close.
import { useEffect, useId, useRef, type ComponentProps, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { closeDropdown, openDropdown, toggleDropdown } from '../../state/dropdown';
import { cx } from './class-names';

export interface DropdownProps {
  id: string;
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** The menu: DropdownItem elements, or any element with role="menuitem" (links included). */
  children: ReactNode;
  /** Accessible name for an icon-only trigger, also used for the menu. */
  label?: string;
  align?: 'start' | 'end';
  className?: string;
  triggerClassName?: string;
  menuClassName?: string;
  /** Called when the trigger is hovered or focused, before the menu opens: a lazily loaded menu starts loading then. */
  onPrepare?: () => void;
}

const ITEM = '[role="menuitem"]';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>(ITEM)) : [];
}

export function Dropdown({
  id,
  trigger,
  children,
  label,
  align = 'start',
  className,
  triggerClassName,
  menuClassName,
  onPrepare,
}: DropdownProps) {
  useSignals();
  const open = openDropdown.value === id;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    (menuItems(menuRef.current)[0] ?? menuRef.current)?.focus();
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) closeDropdown();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Capture phase + stopPropagation: Escape closes the innermost layer (this menu) and not a modal behind it.
      event.stopPropagation();
      closeDropdown();
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  // A menu left open by an unmounted dropdown would reopen when it mounts again (e.g. after navigating back).
  useEffect(
    () => () => {
      if (openDropdown.peek() === id) closeDropdown();
    },
    [id],
  );

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    if (!items.length) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest(ITEM)) closeDropdown();
  };

  return (
    <div ref={rootRef} className={cx('ui-dropdown', className)}>
      <button
        ref={triggerRef}
        type="button"
        className={cx('ui-dropdown__trigger', triggerClassName)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        onClick={() => toggleDropdown(id)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            toggleDropdown(id);
          }
        }}
      >
        {/* The name is the label followed by what the trigger shows (a language code, a person's name), so the
            visible text is part of the accessible name (WCAG 2.5.3) and icon-only triggers are still named. */}
        <span className="visually-hidden">{label}</span>
        {trigger}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          className={cx('ui-dropdown__menu', `ui-dropdown__menu--${align}`, menuClassName)}
          onKeyDown={onMenuKeyDown}
          onClick={onMenuClick}
          onBlur={(event) => {
            // Tab (or Shift+Tab) out of the menu closes it; a click elsewhere is the pointerdown handler's.
            const next = event.relatedTarget;
            if (next instanceof Node && !rootRef.current?.contains(next)) closeDropdown();
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}

export interface DropdownItemProps extends ComponentProps<'button'> {
  icon?: ReactNode;
}

/** A menu entry; choosing it closes the menu. */
export function DropdownItem({ icon, className, children, type = 'button', ...rest }: DropdownItemProps) {
  return (
    <button type={type} role="menuitem" tabIndex={-1} className={cx('ui-dropdown__item', className)} {...rest}>
      {icon && (
        <span className="ui-dropdown__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </button>
  );
}
