import { Toast, Toaster, createToaster, type CreateToasterProps } from '@ark-ui/react/toast';
import { useIntl } from 'react-intl';
import { toast as toastRecipe } from 'styled-system/recipes/toast';
import { CloseButton } from './close-button';
import { uiMessages } from './ui.messages';

export type ToastVariant = 'default' | 'destructive';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; 5000 by default. */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;

/**
 * The product shows one toast at a time, for 5 s, pausing while hovered or focused (Ark's group
 * does the pausing). Create one per app (or per story) and give it to `<ToastRegion>`.
 */
export function createAppToaster(options: Partial<CreateToasterProps> = {}) {
  return createToaster({
    placement: 'bottom-end',
    max: 1,
    duration: TOAST_DURATION_MS,
    pauseOnPageIdle: true,
    gap: 12,
    ...options,
  });
}

export type AppToaster = ReturnType<typeof createAppToaster>;

const typeForVariant: Record<ToastVariant, 'info' | 'error'> = {
  default: 'info',
  destructive: 'error',
};

/**
 * Shows a toast, replacing the one on screen: with `max: 1` Ark would queue the newcomer behind the
 * old one, and the latest news is what the user needs.
 */
export function showToast(toaster: AppToaster, content: ToastContent): string {
  toaster.remove();
  return toaster.create({
    title: content.title,
    description: content.description,
    type: typeForVariant[content.variant ?? 'default'],
    duration: content.duration ?? TOAST_DURATION_MS,
    closable: true,
  });
}

export interface ToastRegionProps {
  toaster: AppToaster;
}

/** The live region where toasts appear; render it once near the app root. */
export function ToastRegion({ toaster }: ToastRegionProps) {
  const intl = useIntl();
  const styles = toastRecipe();
  return (
    <Toaster toaster={toaster} aria-label={intl.formatMessage(uiMessages.toastRegion)}>
      {(toast) => (
        <Toast.Root className={styles.root}>
          <div>
            {toast.title && <Toast.Title className={styles.title}>{toast.title}</Toast.Title>}
            {toast.description && (
              <Toast.Description className={styles.description}>
                {toast.description}
              </Toast.Description>
            )}
          </div>
          <Toast.CloseTrigger asChild className={styles.closeTrigger}>
            <CloseButton />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
