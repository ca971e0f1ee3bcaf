import { initials } from '@/lib/format/initials';

export function Avatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`avatar avatar-${size}`} aria-hidden="true">
      {initials(name) || '?'}
    </span>
  );
}
