import { useEffect, useRef, useState, type ReactNode } from 'react';

interface TableScrollProps {
  /** What the region holds, read to someone who tabs to it (the table's caption). */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * The box a wide table scrolls in, sideways, instead of the page. While its content is wider
 * than the box it is a labelled region in the tab order, so a keyboard can scroll it too (WCAG
 * 2.1.1, axe `scrollable-region-focusable`); a table that fits adds no tab stop.
 */
export function TableScroll({ label, children, className = 'table-wrap' }: TableScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={className}
      {...(overflowing ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
