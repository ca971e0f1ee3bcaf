// Toasts: one visible at a time, a new one replaces the previous; destructive ones are titled Error.
import { toast as sonner } from 'sonner';

export const TOAST_LIMIT = 1;

export interface ToastInput {
  title: string;
  description?: string;
}

export const toast = {
  success({ title, description }: ToastInput): void {
    sonner.dismiss();
    sonner.success(title, { description });
  },
  info({ title, description }: ToastInput): void {
    sonner.dismiss();
    sonner(title, { description });
  },
  /** `title` is the translated word "Error". */
  error({ title, description }: ToastInput): void {
    sonner.dismiss();
    sonner.error(title, { description });
  },
};
