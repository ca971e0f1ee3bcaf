import { initials } from '@/lib/format/initials';
import { HintedText } from './hinted-text';

/**
 * A person's initials in a circle. `self`: the signed-in person's own, which a prerendered
 * dashboard frame paints from the session hint (HintedText).
 */
export function Avatar({
  name,
  size = 'md',
  self = false,
}: {
  name: string;
  size?: 'sm' | 'md' | 'lg';
  self?: boolean;
}) {
  const text = initials(name) || '?';
  return (
    <span className={`avatar avatar-${size}`} aria-hidden="true">
      {self ? <HintedText field="initials">{text}</HintedText> : text}
    </span>
  );
}
