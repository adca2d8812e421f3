import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** Accessible name of the toggle button (its visible content may be an icon). */
  label: string;
  toggle: ReactNode;
  toggleClassName: string;
  align?: 'start' | 'end';
  /** Menu entries: links or buttons with the `dropdown-item` class (choosing one closes the menu). */
  children: ReactNode;
  as?: 'div' | 'li';
  className?: string;
};

/**
 * A disclosure menu styled by Bootstrap's dropdown CSS, without react-bootstrap's Dropdown (which brings
 * Popper and friends into the first chunk of every page). Opens on click, closes on a choice, on Escape
 * (focus returns to the toggle) and on a click or focus outside.
 */
export function DropdownMenu({
  label,
  toggle,
  toggleClassName,
  align = 'start',
  children,
  as = 'div',
  className = '',
}: Props) {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  const Root = as;
  return (
    <Root ref={(el: HTMLElement | null) => void (rootRef.current = el)} className={`dropdown ${className}`.trim()}>
      <button
        ref={toggleRef}
        type="button"
        className={toggleClassName}
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        {toggle}
      </button>
      <div
        id={menuId}
        className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${isOpen ? ' show' : ''}`}
        // Bootstrap positions a menu marked data-bs-popper="static" with CSS alone.
        data-bs-popper="static"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
        }}
      >
        {children}
      </div>
    </Root>
  );
}
