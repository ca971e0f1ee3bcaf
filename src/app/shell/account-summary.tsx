import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { HintedText } from '@/components/ui/hinted-text';
import { isRole } from '@contracts/roles';
import { useShownPerson } from '@/features/auth/hooks/use-shown-person';

/** Where the greeting's translation puts the name. */
const NAME_MARK = '\u0001';

/**
 * The overview's greeting and the signed-in person's account; before Auth has restored the
 * session, the person last signed in here (the session hint, see RequireRole).
 */
export function AccountSummary() {
  const { t } = useTranslation();
  const person = useShownPerson();
  const name = person?.name ?? '';
  const role = person?.role ?? null;
  // the name in its own element, where the language puts it: a prerendered frame paints it there
  const [before = '', after = ''] = t('dashboard.greeting', { name: NAME_MARK }).split(NAME_MARK);
  return (
    <>
      <p className="lead">
        {before}
        <HintedText field="name">{name}</HintedText>
        {after}
      </p>
      <Card aria-labelledby="account-heading">
        <h2 id="account-heading">{t('dashboard.account.title')}</h2>
        <dl className="details">
          <div>
            <dt>{t('dashboard.account.name')}</dt>
            <dd>
              <HintedText field="name">{name || '-'}</HintedText>
            </dd>
          </div>
          <div>
            <dt>{t('dashboard.account.email')}</dt>
            <dd>
              <HintedText field="email">{person?.email ?? '-'}</HintedText>
            </dd>
          </div>
          <div>
            <dt>{t('dashboard.account.role')}</dt>
            <dd>{isRole(role) ? t(`roles.${role}`) : '-'}</dd>
          </div>
        </dl>
      </Card>
    </>
  );
}
