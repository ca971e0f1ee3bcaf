import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithFieldValue } from 'firebase/firestore';
import type { Locale } from '@contracts/locales';
import {
  mailTemplateIdOf,
  mailTemplateTextSchema,
  type CandidateMailKind,
  type MailTemplateDocument,
  type MailTemplateText,
} from '@contracts/mail-templates';
import { firestore } from '@/lib/firebase/firestore-sdk';
import { templateDoc } from './candidate-mail-refs';
import { mailTemplatesQueryOptions } from './get-mail-templates';

export interface SaveTemplateInput extends MailTemplateText {
  kind: CandidateMailKind;
  locale: Locale;
}

/** Writes the company's template of a kind and language (its id is both), by `uid`, now. */
export async function saveMailTemplate(
  companyId: string,
  uid: string,
  { kind, locale, ...text }: SaveTemplateInput,
): Promise<void> {
  const fs = await firestore();
  const { subject, body } = mailTemplateTextSchema.parse(text);
  const template: WithFieldValue<MailTemplateDocument> = {
    kind,
    locale,
    subject,
    body,
    updatedBy: uid,
    updatedAt: fs.serverTimestamp(),
  };
  await fs.setDoc(templateDoc(fs, companyId, mailTemplateIdOf(kind, locale)), template);
}

export function useSaveMailTemplate(companyId: string, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTemplateInput) => saveMailTemplate(companyId, uid, input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: mailTemplatesQueryOptions(companyId).queryKey }),
  });
}
