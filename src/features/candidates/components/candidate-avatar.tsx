import { Avatar } from '@/components/ui/avatar';

/** The person's picture, or their initials (first letters of the words, at most two). */
export function CandidateAvatar({
  name,
  imageUrl,
  size = 'md',
}: {
  name: string;
  imageUrl: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const safe = imageUrl && /^https:\/\//.test(imageUrl) ? imageUrl : null;
  if (safe) return <img className={`avatar avatar-${size} avatar-image`} src={safe} alt="" />;
  return <Avatar name={name} size={size} />;
}
